/**
 * Loaders of the question-and-answer screens: topicDetail (the topic, its hot and new lists and first page
 * of questions), askDetail (one question) and qaDetail / newQaDetail (one 问政 question). Undefined for what
 * does not exist (→ 404); a list that fails is shown empty, the topic still shows.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import {
  fetchAskQuestion,
  fetchAskQuestions,
  fetchAskShortList,
  fetchAskTopic,
  fetchGovQuestion,
} from '../api/questions';
import { serverApi } from '../api/server';
import type { AskQuestion, AskTopic } from '../schemas/questions';

export interface AskTopicData {
  topic: AskTopic;
  hot: AskQuestion[];
  fresh: AskQuestion[];
  questions: AskQuestion[];
}

export async function loadAskTopic(id: number): Promise<AskTopicData | undefined> {
  const client = serverApi();
  const topic = await fetchAskTopic(client, id);
  if (isEmpty(topic)) return undefined;
  const [hot, fresh, questions] = await Promise.all([
    listOrNothing(fetchAskShortList(client, 'hot', id)),
    listOrNothing(fetchAskShortList(client, 'new', id)),
    listOrNothing(fetchAskQuestions(client, id, 0)),
  ]);
  return { topic, hot, fresh, questions };
}

export async function loadAskQuestion(id: number) {
  const answer = await fetchAskQuestion(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}

export async function loadGovQuestion(id: number) {
  const answer = await fetchGovQuestion(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}
