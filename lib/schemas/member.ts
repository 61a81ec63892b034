/**
 * Answers of the {sso} member centre (platform/API.md "Points and invites"): points, member info and
 * invite codes. The value of {code: 1, value} is read with these.
 */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

export const dayScoreSchema = z.object({
  date: text(''),
  total: count(),
  dayTotal: count(),
  signedIn: flag(false),
  /** What the day's check-in gives. */
  signInScore: count(),
});
export type DayScore = z.infer<typeof dayScoreSchema>;

export const scoreListSchema = z.object({
  list: lenientList(
    z.object({
      id: id(),
      rule: text(''),
      score: z.coerce.number().int().catch(0),
      text: text(''),
      createTime: text(''),
    }),
  ),
  page: count(),
  hasMore: flag(false),
});
export type ScoreRecord = z.infer<typeof scoreListSchema>['list'][number];

export const scoreAwardSchema = dayScoreSchema.extend({ score: count(), text: text('') });

/** A member as login and getUserInfo describe them. */
const memberFields = { userid: id(), nickname: text(''), head: text(''), phone: text('') };
/** The platform's userid, renamed id once, here: no component reads the platform's name. */
const memberOf = <T extends { userid: number }>({ userid, ...rest }: T) => ({ id: userid, ...rest });

export const memberSchema = z.object(memberFields).transform(memberOf);
export type MemberInfo = z.output<typeof memberSchema>;

/** The answer of a login: the tokens beside the member. */
const tokenFields = { token: text(''), accessToken: z.string().min(1), refreshToken: text('') };
export const phoneLoginSchema = z.object({ ...tokenFields, ...memberFields }).transform(memberOf);
export type PhoneLogin = z.output<typeof phoneLoginSchema>;

/** A third-party login (loginByOther) names the member by id only. */
export const loginTokensSchema = z.object({ ...tokenFields, userid: id() }).transform(memberOf);
export type LoginTokens = z.output<typeof loginTokensSchema>;

export const verifyCodeSentSchema = z.object({ registered: flag(false), resendAfter: count() });

/** What an answer without a value of its own (logout) carries: nothing the front end reads. */
export const acknowledgedSchema = z.unknown().transform(() => ({}));

export const memberInfoSchema = z
  .object({
    ...memberFields,
    registerTime: text(''),
    score: count(),
    dayScore: count(),
    inviteCode: text(''),
  })
  .transform(memberOf);
export type MemberCard = z.output<typeof memberInfoSchema>;

const inviterFields = { userid: id(), nickname: text(''), head: text('') };
const inviterSchema = z.object(inviterFields).transform(memberOf);

/**
 * Invite entity (spec §3): code, msg, member. A code's public card names its member only to whoever named
 * them too (the inviter's own link); a code alone is only said to be valid.
 */
export const inviteSchema = z.object({ code: z.string().min(1), msg: text(''), member: inviterSchema.optional() });
export type Invite = z.infer<typeof inviteSchema>;

export const inviteConfigSchema = z.object({
  inviterScore: count(),
  inviteeScore: count(),
  msg: text(''),
  rules: lenientList(z.string()),
});
export type InviteConfig = z.infer<typeof inviteConfigSchema>;

export const inviteRecordSchema = z.object({
  total: count(),
  list: lenientList(z.object({ ...inviterFields, usedAt: text('') }).transform(memberOf)),
  usedCode: z
    .object({ code: text(''), nickname: text(''), usedAt: text('') })
    .nullable()
    .catch(null),
});
export type InviteRecord = z.infer<typeof inviteRecordSchema>;

export const inviteUseSchema = z.object({
  code: text(''),
  score: count(),
  inviter: z.object({ nickname: text(''), head: text('') }),
});
