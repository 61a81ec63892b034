/**
 * {sso} invite codes (platform/API.md "Points and invites"): a code's public card (the server renders the
 * shared invite and download pages with it), the invite config, and from the browser with the member's
 * token: their own code, who used it, and using another's code (signed post).
 */
import type { RuntimeConfig } from '../env';
import { inviteConfigSchema, inviteRecordSchema, inviteSchema, inviteUseSchema } from '../schemas/member';
import { ssoCall, type SsoOptions } from './members';

/** A code's public card; with its inviter's id (the link they share), it names them. */
export const fetchInviteCard = (runtime: RuntimeConfig, code: string, inviterId?: number, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getInviteCodeInfo', inviterId ? { code, userid: String(inviterId) } : { code }, '', {
    ...options,
    method: 'GET',
    schema: inviteSchema,
  });

export const fetchInviteConfig = (runtime: RuntimeConfig, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getInviteConfig', {}, '', { ...options, method: 'GET', schema: inviteConfigSchema });

export const fetchMyInvite = (runtime: RuntimeConfig, token: string, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getInviteCode', {}, '', { ...options, method: 'GET', token, schema: inviteSchema });

export const fetchInviteRecord = (runtime: RuntimeConfig, token: string, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getInviteRecord', {}, '', { ...options, method: 'GET', token, schema: inviteRecordSchema });

export const applyInviteCode = (
  runtime: RuntimeConfig,
  token: string,
  code: string,
  devid: string,
  options: SsoOptions = {},
) => ssoCall(runtime, 'useInviteCode', { code }, devid, { ...options, token, schema: inviteUseSchema });
