/** {base} WeChat calls (platform/API.md "WeChat"): user info by the OAuth code, the JS-SDK signature of a page. */
import type { z } from 'zod';
import type { wxSignatureSchema, wxUserInfoSchema } from '../schemas/wechat';
import type { ApiClient, CallOptions, CallSpec } from './client';

export const wechatCalls = {
  getWxUserInfo: {
    name: 'getWxUserInfo',
    base: 'base',
    path: 'getWxUserInfo',
    schema: (): Promise<typeof wxUserInfoSchema> => import('../schemas/wechat').then((m) => m.wxUserInfoSchema),
  },
  getSignature: {
    name: 'wx/signature',
    base: 'base',
    path: 'wx/signature',
    schema: (): Promise<typeof wxSignatureSchema> => import('../schemas/wechat').then((m) => m.wxSignatureSchema),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export function fetchWxUserInfo(client: ApiClient, code: string, options?: CallOptions) {
  return client.call(wechatCalls.getWxUserInfo, { code }, options);
}

export function fetchWxSignature(client: ApiClient, url: string, options?: CallOptions) {
  return client.call(wechatCalls.getSignature, { url }, options);
}
