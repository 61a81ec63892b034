/**
 * Tip-offs and submissions (platform/API.md "Tip-offs and submissions"): {base} the tip-off content;
 * {nis} a submission with its call, and a call's submissions (one author's, looked up by name).
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/tipoffs';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/tipoffs');
function get<K extends keyof typeof Schemas>(base: 'base' | 'nis', path: string, schema: K) {
  return {
    name: path,
    base,
    path,
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const tipoffCalls = {
  tipoffContent: get('base', 'tipoffContent', 'tipoffSchema'),
  getInputArticleDetail: get('nis', 'getInputArticleDetail', 'submissionDetailSchema'),
  getInputArticleList: get('nis', 'getInputArticleList', 'submissionPageSchema'),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchTipoff = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(tipoffCalls.tipoffContent, { id }, options);
export const fetchSubmission = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(tipoffCalls.getInputArticleDetail, { id }, options);
export const fetchSubmissions = (
  client: ApiClient,
  callId: number,
  page: number,
  author?: string,
  options?: CallOptions,
) => client.call(tipoffCalls.getInputArticleList, { callId, page, author }, options);
