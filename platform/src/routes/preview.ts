/**
 * Previews of articles not yet published (spec §2: ?yl=1, ?isView, the CMS). The newsroom asks for a
 * preview link (`POST /editor/previewLink`, with the editor token); the link carries a short-lived token
 * signed by this platform (a JWT, HS256) naming the article and the site. `getArticleContentPreview`
 * answers an unpublished article only with a valid token for it; a published one needs none (its preview
 * is the article as readers see it).
 */
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { positiveInt, siteIdOf } from '../http';
import { articleContent, getArticleRow } from '../repo/content';
import { BAD_PARAMS } from './content';

/** How long a preview link works. */
export const PREVIEW_LINK_MINUTES = 30;
const AUDIENCE = 'article-preview';

type Query = Record<string, string | undefined>;

export interface PreviewOptions {
  /** Guards the newsroom's calls; empty: refused. */
  editorToken: string;
  /** Signs the preview tokens. */
  secret: Uint8Array;
  /** The front end's address, for the link it answers. */
  webUrl: string;
}

export async function previewToken(secret: Uint8Array, siteId: number, articleId: number): Promise<string> {
  return new SignJWT({ site: siteId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(articleId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${PREVIEW_LINK_MINUTES}m`)
    .sign(secret);
}

/** Whether the token is this platform's, unexpired, for this article of this site. */
async function tokenOpens(secret: Uint8Array, token: string, siteId: number, articleId: number): Promise<boolean> {
  if (!token || token.length > 2048) return false;
  try {
    const { payload } = await jwtVerify(token, secret, { audience: AUDIENCE, algorithms: ['HS256'] });
    return payload.sub === String(articleId) && payload.site === siteId;
  } catch {
    return false;
  }
}

export function registerPreviewRoutes(app: FastifyInstance, db: Db, prefix: string, options: PreviewOptions): void {
  app.get(`${prefix}/getArticleContentPreview`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.articleId ?? query.articleID);
    if (!siteId || !articleId) return fail(BAD_PARAMS, 'siteId and articleId are required');
    const row = await getArticleRow(db, siteId, articleId);
    if (!row) return empty();
    if (row.a_status !== 1 && !(await tokenOpens(options.secret, query.previewToken ?? '', siteId, articleId)))
      return empty();
    return ok(await articleContent(db, row));
  });

  app.post('/editor/previewLink', async (request, reply) => {
    if (options.editorToken === '' || request.headers['x-editor-token'] !== options.editorToken)
      return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Query;
    const siteId = siteIdOf(body);
    const articleId = positiveInt(body.articleId);
    if (!siteId || !articleId || !(await getArticleRow(db, siteId, articleId)))
      return fail(BAD_PARAMS, 'siteId and the id of an article are required');
    const token = await previewToken(options.secret, siteId, articleId);
    const link = new URL(`${options.webUrl}/newsDetail/${articleId}.html`);
    link.searchParams.set('yl', '1');
    link.searchParams.set('previewToken', token);
    return ok({ token, url: link.toString(), expiresInMinutes: PREVIEW_LINK_MINUTES });
  });
}
