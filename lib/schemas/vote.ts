/** Answers of the {vote} base (platform/API.md "Voting"): `state` "success" | "error", not the {base} envelope. */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

/**
 * The {vote} base spells its fields vs_ (the vote), vt_ (a theme) and vo_ (an option); the schemas read
 * them and hand on a vote, its themes and its options by what they are, so that nothing past this file
 * knows the platform's spelling.
 */
const optionFields = {
  vo_id: id(),
  vo_number: count(),
  vo_name: text(''),
  vo_pic: text(''),
  vo_desc: text(''),
  vo_count: count(),
  vo_views: count(),
};

function toOption(raw: z.infer<z.ZodObject<typeof optionFields>>) {
  return {
    id: raw.vo_id,
    number: raw.vo_number,
    name: raw.vo_name,
    picture: raw.vo_pic,
    description: raw.vo_desc,
    votes: raw.vo_count,
    views: raw.vo_views,
  };
}

export const voteOptionSchema = z.object(optionFields).transform(toOption);
export type VoteOption = z.infer<typeof voteOptionSchema>;

export const voteRuleSchema = z
  .object({ login: flag(false), total: count(), perDay: count(), perOptionPerDay: count() })
  .catch({ login: false, total: 0, perDay: 0, perOptionPerDay: 0 });
export type VoteRule = z.infer<typeof voteRuleSchema>;

export const voteInfoSchema = z
  .object({
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
  })
  .transform(({ isbegin, info }) => ({
    id: info.vs_id,
    /** 0 not begun, 1 running, 2 ended */
    stage: isbegin,
    title: info.vs_title,
    description: info.vs_desc,
    headPicture: info.vs_head_voteimage,
    begins: info.vs_begintime,
    ends: info.vs_endtime,
    rule: info.vs_user_inforule,
    themes: info.vs_votetheme_list.map((theme) => ({
      id: theme.vt_id,
      title: theme.vt_title,
      options: theme.vt_voteoption_list,
    })),
  }));
export type VoteInfo = z.infer<typeof voteInfoSchema>;
export type VoteTheme = VoteInfo['themes'][number];

/** One option with its rank among all (the counts call). */
export const optionInfoSchema = z
  .object({ state: z.literal('success'), info: z.object({ ...optionFields, vo_rank: count() }) })
  .transform(({ info }) => ({ ...toOption(info), rank: info.vo_rank }));

export const optionListSchema = z
  .object({ state: z.literal('success'), list: lenientList(voteOptionSchema) })
  .transform(({ list }) => list);

export const myVotesSchema = z.object({
  state: z.literal('success'),
  voted: flag(false),
  list: lenientList(z.object({ optionid: id(), count: count() })),
});
export type MyVotes = z.infer<typeof myVotesSchema>;
