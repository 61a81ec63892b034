/**
 * {base} calls of activities (platform/API.md "Activities"): the detail, entries and vouchers the screens
 * render on the server; the member's sign-up, their records and a shop's redemption, from the browser.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/activity';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/activity');
const load =
  <K extends keyof typeof Schemas>(name: K) =>
  (): Promise<(typeof Schemas)[K]> =>
    schemas().then((module) => module[name]);

export const activityCalls = {
  activityDetail: { name: 'activityDetail', base: 'base', path: 'activityDetail', schema: load('activitySchema') },
  entryList: { name: 'entryList', base: 'base', path: 'entryList', schema: load('entryListSchema') },
  saveActivity: {
    name: 'saveActivity',
    base: 'base',
    path: 'saveActivity',
    method: 'POST',
    member: true,
    schema: load('signupSchema'),
  },
  mySignups: { name: 'mySignups', base: 'base', path: 'mySignups', member: true, schema: load('signupRecordsSchema') },
  activityVoucher: {
    name: 'activityVoucher',
    base: 'base',
    path: 'activityVoucher',
    member: true,
    schema: load('voucherSchema'),
  },
  activityVerify: {
    name: 'activityVerify',
    base: 'base',
    path: 'activityVerify',
    method: 'POST',
    // the holder's own charge-off: the platform redeems only for the holder's login (or the shop's token)
    member: true,
    schema: load('redemptionSchema'),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchActivity = (client: ApiClient, fileId: number, options?: CallOptions) =>
  client.call(activityCalls.activityDetail, { fileId }, options);
export const fetchEntries = (client: ApiClient, fileId: number, options?: CallOptions) =>
  client.call(activityCalls.entryList, { fileId }, options);
export const signUp = (client: ApiClient, fileId: number, answers: Record<string, string>, options?: CallOptions) =>
  client.call(activityCalls.saveActivity, { fileId, answers: JSON.stringify(answers) }, options);
export const fetchSignups = (client: ApiClient, fileId?: number, options?: CallOptions) =>
  client.call(activityCalls.mySignups, { fileId }, options);
export const fetchVoucher = (client: ApiClient, fileId: number, registCode?: string, options?: CallOptions) =>
  client.call(activityCalls.activityVoucher, { fileId, registCode }, options);
export const redeemVoucher = (
  client: ApiClient,
  redemption: { fileId: number; registCode: string; shopSite: string },
  options?: CallOptions,
) => client.call(activityCalls.activityVerify, redemption, options);
