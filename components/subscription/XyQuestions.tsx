'use client';
/**
 * The questions readers put to a media account, or its answers, after the server-rendered first page:
 * who asked, the question, the account's reply (or "awaiting reply"); 20 a page, "more" while the loaded
 * count is a multiple of 20 (§4).
 */
import { isEmpty } from '@/lib/api/answer';
import { fillSlots } from '@/lib/i18n/browserFill';
import { fetchXyQuestions } from '@/lib/api/xyAccounts';
import { moreByMultiple } from '@/lib/model/limits';
import type { XyQuestion } from '@/lib/schemas/xyAccount';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { usePagedItems } from '../common/usePagedItems';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import feed from '../dynamics/dynamics.module.css';

export interface XyQuestionsTexts {
  empty: string;
  /** With the asker's {name}. */
  asked: string;
  reply: string;
  awaiting: string;
}

export const XyQuestions = withQueries(function XyQuestions({
  xyId,
  kind,
  initial,
  texts,
}: {
  xyId: number;
  kind: 'questions' | 'answers';
  initial: XyQuestion[];
  texts: XyQuestionsTexts;
}) {
  const api = useApi();
  const { items, footer } = usePagedItems({
    key: ['xy-questions', kind, xyId],
    initial,
    fetchPage: async (page, signal) => {
      const answer = await fetchXyQuestions(api, kind, xyId, page, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    hasMore: (last, loaded) => last.length > 0 && moreByMultiple(loaded),
  });
  if (!items.length) return <EmptyState title={texts.empty} />;
  return (
    <>
      <ul className={feed.feed} data-testid={`xy-${kind}`}>
        {items.map((item) => (
          <li key={item.id} className={feed.feedItem} data-testid="xy-question">
            <p className={feed.asker}>
              {fillSlots(texts.asked, { name: item.userName })} · <RelativeTime value={item.createTime} />
            </p>
            <p>{item.content}</p>
            {item.answer ? (
              <blockquote className={feed.reply}>
                <strong>{texts.reply}</strong> {item.answer}
              </blockquote>
            ) : (
              <p className={feed.awaiting}>{texts.awaiting}</p>
            )}
          </li>
        ))}
      </ul>
      <LoadMore {...footer} />
    </>
  );
});
