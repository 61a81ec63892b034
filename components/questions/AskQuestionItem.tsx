/**
 * One 问吧 question in a list: who asked and when, the question (leading to its page) and the guest's
 * answer, or that it awaits one. Without hooks of its own: drawn by the server and by the paged list alike.
 */
import Link from 'next/link';
import { fillSlots } from '@/lib/i18n/browserFill';
import { appPath } from '@/lib/routing/routes';
import type { AskQuestion } from '@/lib/schemas/questions';
import { LazyRelativeTime } from '../common/LazyRelativeTime';
import feed from '../dynamics/dynamics.module.css';

export interface AskQuestionTexts {
  /** With the guest's {name}. */
  answeredBy: string;
  awaiting: string;
}

export function AskQuestionItem({
  question,
  guestName,
  texts,
}: {
  question: AskQuestion;
  guestName: string;
  texts: AskQuestionTexts;
}) {
  return (
    <li className={feed.feedItem} data-testid="ask-question">
      <p className={feed.asker}>
        {question.userName} · <LazyRelativeTime value={question.createTime} />
      </p>
      <p>
        <Link href={appPath('askDetail', { id: question.id })} data-testid="ask-question-link">
          {question.content}
        </Link>
      </p>
      {question.answer ? (
        <blockquote className={feed.reply}>
          <strong>{fillSlots(texts.answeredBy, { name: guestName })}</strong> {question.answer}
        </blockquote>
      ) : (
        <p className={feed.awaiting}>{texts.awaiting}</p>
      )}
    </li>
  );
}
