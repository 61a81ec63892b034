/** WeChat answers: the reader's user info for a code (openid missing when WeChat refused the code). */
import { z } from 'zod';
import { text } from './common';

export const wxUserInfoSchema = z.object({
  openid: text(''),
  unionid: text(''),
  nickname: text(''),
  headimgurl: text(''),
  errcode: z.coerce.number().optional().catch(undefined),
  errmsg: text(''),
});

export type WxUserInfo = z.infer<typeof wxUserInfoSchema>;

export const wxSignatureSchema = z.object({
  appid: z.string().min(1),
  noncestr: z.string().min(1),
  timestamp: z.coerce.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
});

export type WxSignature = z.infer<typeof wxSignatureSchema>;
