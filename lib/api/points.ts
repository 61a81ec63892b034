/**
 * {sso} points and member info (platform/API.md "Points and invites"), from the browser with the member's
 * access token: the day's total, the score list, add points (signed post) and the member card.
 */
import type { RuntimeConfig } from '../env';
import { dayScoreSchema, memberInfoSchema, scoreAwardSchema, scoreListSchema } from '../schemas/member';
import { ssoCall, type SsoOptions } from './members';

/** The rules a reader's own action earns points by (the platform awards invites itself). */
export type ScoreAction = 'signIn' | 'read' | 'share';

export const fetchDayScore = (runtime: RuntimeConfig, token: string, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getMyDayScore', {}, '', { ...options, method: 'GET', token, schema: dayScoreSchema });

export const fetchScoreList = (runtime: RuntimeConfig, token: string, page: number, options: SsoOptions = {}) =>
  ssoCall(runtime, 'getScoreList', { page: String(page) }, '', {
    ...options,
    method: 'GET',
    token,
    schema: scoreListSchema,
  });

export const addScore = (
  runtime: RuntimeConfig,
  token: string,
  action: { rule: ScoreAction; objectId?: string },
  devid: string,
  options: SsoOptions = {},
) =>
  ssoCall(
    runtime,
    'addScore',
    { rule: action.rule, ...(action.objectId ? { objectId: action.objectId } : {}) },
    devid,
    {
      ...options,
      token,
      schema: scoreAwardSchema,
    },
  );

export const fetchMemberCard = (runtime: RuntimeConfig, token: string, devid: string, options: SsoOptions = {}) =>
  ssoCall(runtime, 'memberInfo', {}, devid, { ...options, token, schema: memberInfoSchema });
