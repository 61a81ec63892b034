'use client';
/** A 问吧 topic's questions after the server-rendered first page: 20 a page, "more" while the platform has more. */
import { isEmpty } from '@/lib/api/answer';
import { fetchAskQuestions } from '@/lib/api/questions';
import { moreByMultiple } from '@/lib/model/limits';
import type { AskQuestion } from '@/lib/schemas/questions';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { usePagedItems } from '../common/usePagedItems';
import feed from '../dynamics/dynamics.module.css';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { AskQuestionItem, type AskQuestionTexts } from './AskQuestionItem';

export const AskQuestionPages = withQueries(function AskQuestionPages({
  topicId,
  guestName,
  initial,
  texts,
}: {
  topicId: number;
  guestName: string;
  initial: AskQuestion[];
  texts: AskQuestionTexts & { empty: string };
}) {
  const api = useApi();
  const { items, footer } = usePagedItems({
    key: ['ask-questions', topicId],
    initial,
    fetchPage: async (page, signal) => {
      const answer = await fetchAskQuestions(api, topicId, page, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    hasMore: (last, loaded) => last.length > 0 && moreByMultiple(loaded),
  });
  if (!items.length) return <EmptyState title={texts.empty} />;
  return (
    <>
      <ul className={feed.feed} data-testid="ask-questions">
        {items.map((question) => (
          <AskQuestionItem key={question.id} question={question} guestName={guestName} texts={texts} />
        ))}
      </ul>
      <LoadMore {...footer} />
    </>
  );
});
