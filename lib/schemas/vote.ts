/** Answers of the {vote} base (platform/API.md "Voting"): `state` "success" | "error", not the {base} envelope. */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

export const voteOptionSchema = z.object({
  vo_id: id(),
  vo_number: count(),
  vo_name: text(''),
  vo_pic: text(''),
  vo_desc: text(''),
  vo_count: count(),
  vo_views: count(),
});
export type VoteOption = z.infer<typeof voteOptionSchema>;

export const voteRuleSchema = z
  .object({ login: flag(false), total: count(), perDay: count(), perOptionPerDay: count() })
  .catch({ login: false, total: 0, perDay: 0, perOptionPerDay: 0 });
export type VoteRule = z.infer<typeof voteRuleSchema>;

export const voteInfoSchema = z.object({
  state: z.literal('success'),
  /** 0 not begun, 1 running, 2 ended */
  isbegin: z.coerce.number().int().min(0).max(2).catch(1),
  info: z.object({
    vs_id: id(),
    vs_title: text(''),
    vs_desc: text(''),
    vs_head_voteimage: text(''),
    vs_begintime: text(''),
    vs_endtime: text(''),
    vs_user_inforule: voteRuleSchema,
    vs_votetheme_list: lenientList(
      z.object({ vt_id: id(), vt_title: text(''), vt_voteoption_list: lenientList(voteOptionSchema) }),
    ),
  }),
});
export type VoteInfo = z.infer<typeof voteInfoSchema>;

export const optionInfoSchema = z.object({
  state: z.literal('success'),
  info: voteOptionSchema.extend({ vo_rank: count() }),
});

export const optionListSchema = z.object({ state: z.literal('success'), list: lenientList(voteOptionSchema) });

export const myVotesSchema = z.object({
  state: z.literal('success'),
  voted: flag(false),
  list: lenientList(z.object({ optionid: id(), count: count() })),
});
export type MyVotes = z.infer<typeof myVotesSchema>;
