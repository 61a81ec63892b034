/** {base} WeChat calls (platform/API.md "WeChat"): user info by the OAuth code. */
import type { z } from 'zod';
import type { wxUserInfoSchema } from '../schemas/wechat';
import type { ApiClient, CallOptions, CallSpec } from './client';

export const wechatCalls = {
  getWxUserInfo: {
    name: 'getWxUserInfo',
    base: 'base',
    path: 'getWxUserInfo',
    schema: (): Promise<typeof wxUserInfoSchema> => import('../schemas/wechat').then((m) => m.wxUserInfoSchema),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export function fetchWxUserInfo(client: ApiClient, code: string, options?: CallOptions) {
  return client.call(wechatCalls.getWxUserInfo, { code }, options);
}
