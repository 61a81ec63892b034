/** Answers of the activity calls (platform/API.md "Activities"): detail, entries, sign-up and records. */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

export const activityFieldSchema = z.object({
  name: z.string().min(1),
  label: text(''),
  kind: z.enum(['text', 'phone', 'number']).catch('text'),
  required: flag(false),
  max: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ActivityField = z.infer<typeof activityFieldSchema>;

export const activitySchema = z
  .object({
    fileId: id(),
    title: text(''),
    summary: text(''),
    content: text(''),
    pic: text(''),
    address: text(''),
    organizer: text(''),
    signupStart: text(''),
    signupEnd: text(''),
    startTime: text(''),
    endTime: text(''),
    places: count(),
    taken: count(),
    closed: flag(false),
    fields: lenientList(activityFieldSchema),
  })
  .transform(({ fileId, ...activity }) => ({ id: fileId, ...activity }));
export type Activity = z.output<typeof activitySchema>;

export const entryListSchema = z.object({
  total: count(),
  list: lenientList(z.object({ id: id(), title: text(''), summary: text(''), pic: text('') })),
});
export type ActivityEntry = z.infer<typeof entryListSchema>['list'][number];

export const signupSchema = z.object({ fileId: id(), registCode: text('') });

export const signupRecordsSchema = z.object({
  list: lenientList(
    z
      .object({
        fileId: id(),
        title: text(''),
        pic: text(''),
        address: text(''),
        startTime: text(''),
        endTime: text(''),
        registCode: text(''),
        /** The activity gives a voucher (writeOff). */
        voucher: flag(false),
        createdAt: text(''),
        answers: lenientList(z.object({ label: text(''), value: text('') })),
      })
      .transform(({ fileId, ...record }) => ({ activityId: fileId, ...record })),
  ),
});
export type SignupRecord = z.output<typeof signupRecordsSchema>['list'][number];

export const voucherSchema = z
  .object({
    fileId: id(),
    title: text(''),
    /** A third party verifies this activity's vouchers: its address, and no list. */
    verifyUrl: text(''),
    voucher: z
      .object({
        title: text(''),
        description: text(''),
        shops: lenientList(z.object({ site: z.string().min(1), name: text('') })),
        validUntil: text(''),
      })
      .optional()
      .catch(undefined),
    list: lenientList(
      z.object({
        registCode: z.string().min(1),
        holder: text(''),
        status: flag(false),
        shopSite: text(''),
        redeemedAt: text(''),
      }),
    ),
  })
  .transform(({ fileId, ...voucher }) => ({ activityId: fileId, ...voucher }));
export type Voucher = z.output<typeof voucherSchema>;

export const redemptionSchema = z.object({ registCode: text(''), shopSite: text(''), redeemedAt: text('') });
