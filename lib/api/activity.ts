/**
 * {base} calls of activities (platform/API.md "Activities"): the detail and entries the screens render
 * on the server, the member's sign-up and their records, called from the browser.
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
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchActivity = (client: ApiClient, fileId: number, options?: CallOptions) =>
  client.call(activityCalls.activityDetail, { fileId }, options);
export const fetchEntries = (client: ApiClient, fileId: number, options?: CallOptions) =>
  client.call(activityCalls.entryList, { fileId }, options);
export const signUp = (client: ApiClient, fileId: number, answers: Record<string, string>, options?: CallOptions) =>
  client.call(activityCalls.saveActivity, { fileId, answers: JSON.stringify(answers) }, options);
export const fetchSignups = (client: ApiClient, fileId?: number, options?: CallOptions) =>
  client.call(activityCalls.mySignups, { fileId }, options);
