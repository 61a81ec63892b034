/** Columns (channels): getColumns and getColumn answers. */
import { z } from 'zod';
import { count, id, text } from './common';

const columnBase = z.object({
  columnID: id(),
  columnName: text(''),
  columnStyle: count(),
  parentID: count(),
  description: text(''),
  imgUrl: text(''),
  lang: text('zh'),
});

export type ColumnBase = z.infer<typeof columnBase>;

export const columnSchema = columnBase.extend({
  children: z.array(columnBase).catch([]).default([]),
});

export type Column = z.infer<typeof columnSchema>;

export const columnsAnswerSchema = z.object({ columns: z.array(columnSchema) });
export const columnAnswerSchema = z.object({ column: columnSchema });
