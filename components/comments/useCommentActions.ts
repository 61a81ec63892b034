'use client';
/**
 * The buttons of every comment list (the article's, commentAll, replyAll): the reader's state of the
 * article (liked comments, comments in review), like once with its texts, reply (the composer's target;
 * a logged-out reader is sent to log in), delete my own after confirmation, report. Results and refusals
 * are told by a toast.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import { showToast } from '@/lib/ui/toast';
import type { Actions } from './CommentItem';
import type { ReplyTarget } from './CommentComposer';
import {
  participationProblem,
  useArticleState,
  useDeleteComment,
  useLikeComment,
  useReportComment,
  type Outcome,
} from '../participation/useParticipation';
import { useRuntime } from '../providers/RuntimeContext';

export function useCommentActions(articleId: number, enabled: boolean) {
  const t = useTranslations('comments');
  const tAll = useTranslations();
  const member = useMember();
  const { basePath } = useRuntime();
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>();
  const state = useArticleState(articleId, enabled && articleId > 0);
  const likeComment = useLikeComment(articleId);
  const remove = useDeleteComment(articleId);
  const report = useReportComment();

  const tell = (outcome: Outcome | undefined) => {
    if (!outcome) return;
    const { ok } = outcome;
    showToast(
      ok ? tAll(outcome.text) : outcome.problem.startsWith('actions.') ? tAll(outcome.problem) : t(outcome.problem),
    );
  };
  const actions: Actions = {
    member,
    liked: (id) => Boolean(state.data?.likedComments.includes(id)),
    like: (id) => {
      if (state.data?.likedComments.includes(id)) return showToast(tAll('actions.alreadyLiked'));
      void likeComment(id).then(tell);
    },
    reply: (target) => {
      // like the comment box: a logged-out reader is asked to log in, and comes back to the comments
      if (!member) {
        showToast(t('loginToComment'));
        return leaveForLogin(basePath, '#comments');
      }
      setReplyTo(target);
    },
    remove: (id) => {
      if (remove.isPending || !window.confirm(t('deleteConfirm'))) return;
      remove.mutate(id, {
        onSuccess: () => showToast(t('deleted')),
        onError: (error) => showToast(t(participationProblem(error, 'comment'))),
      });
    },
    report: (id) => {
      if (report.isPending) return;
      report.mutate(id, {
        onSuccess: () => showToast(t('reported')),
        onError: (error) => showToast(t(participationProblem(error, 'report'))),
      });
    },
  };
  return { actions, state, replyTo, setReplyTo };
}
