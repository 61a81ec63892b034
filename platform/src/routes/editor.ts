/**
 * The newsroom's article calls (guarded by the editor token, header x-editor-token, like the live editor
 * calls of ./live.ts): POST /editor/article {siteId, id, title?, abstract?, content?, status?} corrects an
 * article's words, publishes it (status 1) or unpublishes it (status 0), marks it updated (its sitemap
 * lastmod) and tells the front ends (../changeNotifier.ts), which drop its page and its column's.
 * POST /editor/draft {siteId, columnId, title, abstract?, content} writes a new, unpublished article, as an
 * editor starts one in the CMS (seen through a preview link until it is published).
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeNotifier } from '../changeNotifier';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import { hasEditorToken, nonNegativeInt, positiveInt, siteIdOf } from '../http';

type Body = Record<string, string | undefined>;

/** Longest accepted words, as the CMS allows. */
const LIMITS = { title: 200, abstract: 1000, content: 200_000 } as const;
const WORDS = ['title', 'abstract', 'content'] as const;
type Words = Partial<Record<(typeof WORDS)[number], string>>;

/**
 * An article's words from the body, checked: the ones given (title and abstract trimmed), or the problem.
 * A title, when given, has words; `required` ones must be given (and a required content be non-empty).
 */
function checkedWords(body: Body, required: readonly (typeof WORDS)[number][] = []): Words | { problem: string } {
  const words: Words = {};
  for (const field of WORDS) {
    const value = body[field] ?? (required.includes(field) ? '' : undefined);
    if (value === undefined) continue;
    const text = field === 'content' ? value : value.trim();
    const empty = !text && (field === 'title' || required.includes(field));
    if (empty || text.length > LIMITS[field]) return { problem: `${field}: 1 to ${LIMITS[field]} characters` };
    words[field] = text;
  }
  return words;
}

export async function registerEditorRoutes(
  app: FastifyInstance,
  db: Db,
  options: { editorToken: string; notifier: ChangeNotifier },
) {
  const editor = (request: { headers: Record<string, unknown> }) => hasEditorToken(request, options.editorToken);

  // an article's text is up to 200,000 characters (three bytes each, at most, in the form)
  app.post('/editor/article', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const siteId = siteIdOf(body);
    const id = positiveInt(body.id);
    if (!siteId || !id) return reply.code(400).send(fail(400, 'siteId and id required'));

    const words = checkedWords(body);
    if ('problem' in words) return reply.code(400).send(fail(400, words.problem));
    const changes: Record<string, string | number> = { ...words };
    if (body.status !== undefined) {
      const status = nonNegativeInt(body.status, -1);
      if (status !== 0 && status !== 1) return reply.code(400).send(fail(400, 'status: 0 or 1'));
      changes.a_status = status;
    }
    if (!Object.keys(changes).length) return reply.code(400).send(fail(400, 'nothing to change'));

    const fields = Object.keys(changes);
    const assignments = fields.map((field, index) => `${field} = $${index + 3}`).join(', ');
    const [row] = await db.query<{ id: number; column_id: number; a_status: number }>(
      `UPDATE articles SET ${assignments}, updated_at = now() WHERE site_id = $1 AND id = $2
       RETURNING id, column_id, a_status`,
      [siteId, id, ...fields.map((field) => changes[field])],
    );
    if (!row) return reply.code(404).send(fail(404, 'no such article'));
    await options.notifier.notify([{ type: 'article', id: row.id, columnIds: [row.column_id] }]);
    return ok({ id: row.id, columnId: row.column_id, status: row.a_status });
  });

  app.post('/editor/draft', { bodyLimit: 1024 * 1024 }, async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const siteId = siteIdOf(body);
    const columnId = positiveInt(body.columnId);
    if (!siteId || !columnId) return reply.code(400).send(fail(400, 'siteId and columnId required'));
    const words = checkedWords(body, ['title', 'content']);
    if ('problem' in words) return reply.code(400).send(fail(400, words.problem));
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO articles (id, site_id, column_id, title, abstract, content, lang, a_status, publish_time)
       SELECT nextval('article_draft_ids'), $1, c.id, $3, $4, $5, c.lang, 0, now()
       FROM columns c WHERE c.id = $2 AND c.site_id = $1
       RETURNING id`,
      [siteId, columnId, words.title, words.abstract ?? '', words.content],
    );
    if (!row) return reply.code(404).send(fail(404, 'no such column'));
    return ok({ id: row.id, columnId, status: 0 });
  });
}
