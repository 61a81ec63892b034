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
