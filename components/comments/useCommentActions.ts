'use client';
/**
 * The buttons of every comment list (the article's, commentAll, replyAll): the reader's state of the
 * article (liked comments, comments in review), like once with its texts, reply (the composer's target;
 * a logged-out reader is sent to log in), delete my own and report another's (a member's, with a reason),
 * each asked first in the page's dialog (CommentDialog). Results and refusals are told by a toast.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import type { ReportReason } from '@/lib/model/commentReport';
import { showToast } from '@/lib/ui/toast';
import type { Question } from './CommentDialog';
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
  const [question, setQuestion] = useState<Question>();
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
    remove: (id) => setQuestion({ kind: 'remove', id }),
    report: (id) => {
      // a report is a member's: a logged-out reader is asked to log in, and comes back to the comments
      if (!member) {
        showToast(t('loginToReport'));
        return leaveForLogin(basePath, '#comments');
      }
      setQuestion({ kind: 'report', id });
    },
  };
  const answer = (asked: Question, reason?: ReportReason) => {
    const done = (text: string) => {
      setQuestion(undefined);
      showToast(text);
    };
    if (asked.kind === 'remove')
      return remove.mutate(asked.id, {
        onSuccess: () => done(t('deleted')),
        onError: (error) => done(t(participationProblem(error, 'comment'))),
      });
    report.mutate(
      { id: asked.id, reason: reason ?? 'other' },
      {
        onSuccess: () => done(t('reported')),
        onError: (error) => done(t(participationProblem(error, 'report'))),
      },
    );
  };
  /** The props of the list's CommentDialog. */
  const dialog = {
    question,
    busy: remove.isPending || report.isPending,
    onAnswer: answer,
    onClose: () => setQuestion(undefined),
  };
  return { actions, state, replyTo, setReplyTo, dialog };
}
