/**
 * {nis} calls of questions and answers (platform/API.md "Questions and answers"): 问吧 getSubject,
 * getQuestionList, getHotList, getNewList, getQuestionDetail; 问政 getQaDetail.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import {
  askTopicExists,
  getAskQuestion,
  getAskTopic,
  getGovQuestion,
  listAskQuestions,
  shortAskList,
} from '../repo/questions';
import { BAD_PARAMS } from './content';

type Query = Record<string, string | undefined>;

export function registerQuestionRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  /** The site and the id a call names (under any of its spellings), or undefined (→ 400). */
  const read = (query: Query, names: string[]) => {
    const siteId = siteIdOf(query);
    const id = positiveInt(names.map((name) => query[name]).find((value) => value !== undefined));
    return siteId && id ? { siteId, id } : undefined;
  };
  const missing = (name: string) => fail(BAD_PARAMS, `siteId and ${name} are required`);

  app.get(`${prefix}/getSubject`, async (request) => {
    const found = read(request.query as Query, ['id', 'topicId']);
    if (!found) return missing('id');
    const topic = await getAskTopic(db, found.siteId, found.id);
    return topic ? ok(topic) : empty();
  });

  app.get(`${prefix}/getQuestionList`, async (request) => {
    const query = request.query as Query;
    const found = read(query, ['topicId', 'id']);
    if (!found) return missing('topicId');
    if (!(await askTopicExists(db, found.siteId, found.id))) return empty();
    return ok(await listAskQuestions(db, found.id, nonNegativeInt(query.page, 0)));
  });

  for (const kind of ['hot', 'new'] as const)
    app.get(`${prefix}/${kind === 'hot' ? 'getHotList' : 'getNewList'}`, async (request) => {
      const found = read(request.query as Query, ['topicId', 'id']);
      if (!found) return missing('topicId');
      if (!(await askTopicExists(db, found.siteId, found.id))) return empty();
      return ok({ list: await shortAskList(db, found.id, kind) });
    });

  app.get(`${prefix}/getQuestionDetail`, async (request) => {
    const found = read(request.query as Query, ['id']);
    if (!found) return missing('id');
    const question = await getAskQuestion(db, found.siteId, found.id);
    return question ? ok(question) : empty();
  });

  app.get(`${prefix}/getQaDetail`, async (request) => {
    const found = read(request.query as Query, ['id']);
    if (!found) return missing('id');
    const question = await getGovQuestion(db, found.siteId, found.id);
    return question ? ok(question) : empty();
  });
}
