/** Columns (channels): getColumns and getColumn answers. */
import { z } from 'zod';
import { count, id, text } from './common';

const columnFields = z.object({
  columnID: id(),
  columnName: text(''),
  columnStyle: count(),
  parentID: count(),
  description: text(''),
  imgUrl: text(''),
  lang: text('zh'),
});

/** A column as the components read it: the platform's names stop here. */
const columnOf = (column: z.output<typeof columnFields>) => ({
  id: column.columnID,
  name: column.columnName,
  /** The column's display style (HIDDEN_COLUMN_STYLES are not shown). */
  style: column.columnStyle,
  parentId: column.parentID,
  description: column.description,
  picture: column.imgUrl,
  lang: column.lang,
});

/** A column without its children (home modules' column links). */
export const columnCardSchema = columnFields.transform(columnOf);
export type ColumnCard = z.output<typeof columnCardSchema>;

export const columnSchema = columnFields
  .extend({ children: z.array(columnCardSchema).catch([]).default([]) })
  .transform((column) => ({ ...columnOf(column), children: column.children }));

export type Column = z.output<typeof columnSchema>;

export const columnsAnswerSchema = z.object({ columns: z.array(columnSchema) });
export const columnAnswerSchema = z.object({ column: columnSchema });
