/**
 * Loaders of tipoffDetail, inputArticleDetail and seekArticleDetail: undefined for what does not exist
 * (→ 404). A submission opened under a call (seekArticleDetail/:linkID/:id) must belong to that call.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import { fetchSubmission, fetchSubmissions, fetchTipoff } from '../api/tipoffs';
import { serverApi } from '../api/server';
import type { Submission, SubmissionDetail } from '../schemas/tipoffs';

export async function loadTipoff(id: number) {
  const answer = await fetchTipoff(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

export async function loadSubmission(id: number) {
  const answer = await fetchSubmission(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

export interface SeekSubmissionData {
  submission: SubmissionDetail & { call: NonNullable<SubmissionDetail['call']> };
  /** The call's other submissions, newest first (the first page). */
  others: Submission[];
}

export async function loadSeekSubmission(
  id: number,
  callId: number | undefined,
): Promise<SeekSubmissionData | undefined> {
  const submission = await loadSubmission(id);
  if (!submission?.call || (callId !== undefined && submission.call.id !== callId)) return undefined;
  const others = await listOrNothing(fetchSubmissions(serverApi(), submission.call.id, 0));
  return {
    submission: { ...submission, call: submission.call },
    others: others.filter((item) => item.id !== id),
  };
}
