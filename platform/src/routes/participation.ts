/**
 * {base} calls of taking part (platform/API.md "Taking part"): discuss (post a comment or reply),
 * delMyDiscuss, expose (report), uploadImage (multipart, checked by its bytes), event (likes of articles
 * and comments, counted once per reader), fav / favCancel, subscribeTopic / cancelSubscribeTopic,
 * getArticleUserState / getTopicUserState.
 *
 * The member is the one behind the access token in the `token` header; an expired one answers 10102.
 * Refusals answer a positive status with a message the reader can be shown.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, oneSiteId, positiveInt, siteIdOf } from '../http';
import { articleExists } from '../repo/comments';
import { getSiteConfig } from '../repo/content';
import {
  articleUserState,
  charCount,
  cleanCommentText,
  commentExists,
  COMMENT_MAX_CHARS,
  COMMENT_MAX_PICS,
  deleteOwnComment,
  favourite,
  insertComment,
  memberByToken,
  parentOf,
  praise,
  reportComment,
  subscribeTopic,
  topicUserState,
  type Member,
} from '../repo/participation';
import { pictureFileName, readUpload, sendPicture } from '../multipart';
import { RATES, withinAddressRate } from '../repo/rateLimits';
import {
  countOwnUploads,
  postOwnUploads,
  readUpload as readStoredUpload,
  storeUpload,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_MAX_BYTES,
  uploadQuotaRefusal,
} from '../repo/uploads';
import { cleanPicture, sniffImage } from '../pictureBytes';
import { newFileKey, type PictureFiles } from '../pictureFiles';
import { CODES, guardCall } from './auth';

export const REFUSALS = {
  badInput: 400,
  loginRequired: 401,
  closed: 403,
  notFound: 404,
  repeated: 409,
  tooLarge: 413,
  wrongType: 415,
  tooMany: 429,
} as const;

export const TEXTS = {
  loginRequired: '请登录后评论',
  emptyComment: '请输入内容',
  tooLong: `评论不能超过${COMMENT_MAX_CHARS}字`,
  repeatedLike: '请不要重复点赞',
  wrongType: '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！',
  tooLarge: `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  tooMany: '操作太频繁，请稍后再试',
  brokenPicture: '图片已损坏，请重新选择',
  tooManyUploads: '上传太频繁，请稍后再试',
  uploadQuota: '今日上传已达上限，请明天再试',
} as const;

/** Event types of the event call (spec §9: 3 view, 2 share; praise and its cancellation defined here). */
export const EVENT_TYPES = { praise: 1, share: 2, view: 3, cancelPraise: 4 } as const;
/** Object types of the event call: 0 article (spec §9), 1 comment (defined here), 4 activity, 10 account article, 18 circle. */
export const OBJECT_TYPES = { article: 0, comment: 1, activity: 4, xyArticle: 10, circle: 18 } as const;

/** Shares of what is not an article, by object type: the table counting them and what may be shared. */
const SHARED_OTHERS: Record<number, { table: string; condition: string; missing: string }> = {
  [OBJECT_TYPES.activity]: { table: 'activities', condition: 'AND published', missing: '活动不存在' },
  [OBJECT_TYPES.circle]: { table: 'circles', condition: '', missing: '圈子不存在' },
};

export function params(request: FastifyRequest): Record<string, string> {
  return { ...(request.query as Record<string, string>), ...((request.body as Record<string, string>) ?? {}) };
}

/** The member's access token of a request (the `token` header). */
export function tokenOf(request: FastifyRequest): string {
  const value = request.headers.token;
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The reader's key for counting: the member when logged in, else the device. */
function readerKey(member: Member | undefined, input: Record<string, string>): string | undefined {
  if (member) return `m:${member.id}`;
  const device = String(input.deviceId ?? input.devid ?? input.userOtherID ?? '').trim();
  return /^[\w\-:.]{6,80}$/.test(device) ? `d:${device}` : undefined;
}

/** Why a comment may be reported: spam, vulgar, personal abuse, illegal, a rumour, something else. */
const REPORT_REASONS = new Set(['spam', 'vulgar', 'abuse', 'illegal', 'rumour', 'other']);

type Who = { member?: Member; refusal?: ReturnType<typeof fail> };

/** The member behind the request's access token; a refusal when it expired, or when required and absent. */
export async function who(db: Db, request: FastifyRequest, siteId: number, required: boolean): Promise<Who> {
  const found = await memberByToken(db, siteId, tokenOf(request));
  if (found === 'expired') return { refusal: fail(CODES.memberExpired, '登录已过期，请重新登录') };
  if (found === 'none') return required ? { refusal: fail(REFUSALS.loginRequired, TEXTS.loginRequired) } : {};
  return { member: found };
}

async function auditType(db: Db, siteId: number): Promise<number> {
  const config = (await getSiteConfig(db, siteId))?.config as { siteConfig?: { discuss?: { auditType?: unknown } } };
  return Number(config?.siteConfig?.discuss?.auditType ?? 0);
}

export async function registerParticipationRoutes(
  app: FastifyInstance,
  db: Db,
  prefix: string,
  addresses: { publicUrl: string },
  files: PictureFiles,
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20 } });

  app.post(`${prefix}/discuss`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    if (!siteId) return fail(REFUSALS.badInput, 'siteId is required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal;
    // the real form's rootID is the commented article; parentID the comment replied to (0: none)
    const articleId = positiveInt(input.rootID ?? input.articleId);
    if (!articleId || !(await articleExists(db, siteId, articleId))) return fail(REFUSALS.notFound, '稿件不存在');
    const audit = await auditType(db, siteId);
    if (audit === 2) return fail(REFUSALS.closed, '评论已关闭');
    const content = cleanCommentText(String(input.content ?? ''));
    if (!content) return fail(REFUSALS.badInput, TEXTS.emptyComment);
    if (charCount(content) > COMMENT_MAX_CHARS) return fail(REFUSALS.badInput, TEXTS.tooLong);
    const parentId = nonNegativeInt(input.parentID, 0);
    if (parentId && !(await parentOf(db, articleId, parentId))) return fail(REFUSALS.notFound, '回复的评论不存在');
    const pics = String(input.pics ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    // each picture is one of this member's own uploads, at the address the upload answered
    const own = `${addresses.publicUrl}/app_if/upload/`;
    const uploadKeys = pics.map((pic) =>
      pic.startsWith(own) ? pictureFileName(pic.slice(own.length))?.key : undefined,
    );
    const keys = [...new Set(uploadKeys)];
    if (
      pics.length > COMMENT_MAX_PICS ||
      keys.includes(undefined) ||
      (keys.length > 0 && (await countOwnUploads(db, member.id, keys as string[])) !== keys.length)
    )
      return fail(REFUSALS.badInput, '图片无效');
    const comment = await insertComment(db, {
      articleId,
      parentId,
      member,
      content,
      pics,
      location: String(input.location ?? '').slice(0, 40),
      // audit type 1: comments wait for review (shown to their author only); 0: published at once
      status: audit === 1 ? 0 : 1,
    });
    // posted: its pictures are everyone's now
    await postOwnUploads(db, member.id, keys as string[]);
    // a published comment on a live reaches the readers who have it open
    if (comment.status === 1)
      app.pushHub.broadcast(siteId, { type: 'live_discuss', code: 200, data: { id: articleId, comment } });
    return ok(comment, comment.status === 1 ? '评论成功' : '评论已提交，审核后显示');
  });

  app.post(`${prefix}/delMyDiscuss`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.id ?? input.discussID);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and id are required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal;
    if (!(await deleteOwnComment(db, member.id, id))) return fail(REFUSALS.notFound, '评论不存在或不是你的');
    return ok({ id }, '删除成功');
  });

  // a report needs a member (an anonymous one could be made up at will) and one of the known reasons
  app.post(`${prefix}/expose`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.id ?? input.discussID);
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and id are required');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    if (!member) return fail(REFUSALS.loginRequired, '请登录后举报');
    const reason = String(input.reason ?? '');
    if (!REPORT_REASONS.has(reason)) return fail(REFUSALS.badInput, '请选择举报原因');
    if (!(await commentExists(db, siteId, id))) return fail(REFUSALS.notFound, '评论不存在');
    if (!(await reportComment(db, id, `m:${member.id}`, reason))) return fail(REFUSALS.repeated, '已经举报过了');
    return ok({ id }, '举报成功');
  });

  app.post(`${prefix}/event`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const id = positiveInt(input.id);
    const eventType = Number(input.eventType);
    const type = Number(input.type ?? 0);
    // the device record after each route change (type 20, event type 12): the device, not an article
    if (siteId && type === 20 && eventType === 12)
      return ok({ id: id ?? 0, type, eventType, channel: Number(input.channel ?? 1) }, 'recorded');
    if (!siteId || !id) return fail(REFUSALS.badInput, 'siteId and id are required');
    if (eventType === EVENT_TYPES.view || eventType === EVENT_TYPES.share) {
      // views and shares of an article are counted (every event: a view is a view, not once per reader)
      // past the address's limit on this object, the event is answered but not counted
      const within = await withinAddressRate(db, request, `count:${type}:${eventType}:${id}`, RATES.counts);
      const plus = within ? ' + 1' : '';
      const counted = eventType === EVENT_TYPES.share ? SHARED_OTHERS[type] : undefined;
      if (counted) {
        const [shared] = await db.query<{ count: number }>(
          `UPDATE ${counted.table} SET count_share = count_share${plus} WHERE id = $1 AND site_id = $2 ${counted.condition}
           RETURNING count_share AS count`,
          [id, siteId],
        );
        if (!shared) return fail(REFUSALS.notFound, counted.missing);
        return ok({ id, type, eventType, count: shared.count }, 'recorded');
      }
      const column = eventType === EVENT_TYPES.view ? 'count_click' : 'count_share';
      // a media account's article (type 10) is counted as the article it is
      const ofAccount = type === OBJECT_TYPES.xyArticle ? 'AND xy_account_id IS NOT NULL' : '';
      const article = type === OBJECT_TYPES.article || type === OBJECT_TYPES.xyArticle;
      const [row] = article
        ? await db.query<{ count: number }>(
            `UPDATE articles SET ${column} = ${column}${plus} WHERE id = $1 AND site_id = $2 AND a_status = 1 ${ofAccount}
             RETURNING ${column} AS count`,
            [id, siteId],
          )
        : [];
      if (article && !row) return fail(REFUSALS.notFound, '稿件不存在');
      return ok({ id, type, eventType, count: row?.count ?? 0 }, 'recorded');
    }
    if (eventType !== EVENT_TYPES.praise && eventType !== EVENT_TYPES.cancelPraise)
      return ok({ id, eventType }, 'recorded');
    if (!input.appID && !input.appId) return fail(REFUSALS.badInput, 'appID is required for praise');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    const reader = readerKey(member, input);
    if (!reader) return fail(REFUSALS.badInput, 'deviceId is required');
    const kind = type === OBJECT_TYPES.comment ? 'comment' : type === OBJECT_TYPES.article ? 'article' : undefined;
    if (!kind) return fail(REFUSALS.badInput, 'type must be 0 (article) or 1 (comment)');
    const exists = kind === 'article' ? await articleExists(db, siteId, id) : await commentExists(db, siteId, id);
    if (!exists) return fail(REFUSALS.notFound, kind === 'article' ? '稿件不存在' : '评论不存在');
    const add = eventType === EVENT_TYPES.praise;
    // devices are the client's to name: behind one address, one object gets so many likes a day
    if (add && !member && !(await withinAddressRate(db, request, `like:${kind}:${id}`, RATES.likes)))
      return fail(REFUSALS.tooMany, TEXTS.tooMany);
    const result = await praise(db, kind, id, reader, add);
    if (add && !result.changed) return fail(REFUSALS.repeated, TEXTS.repeatedLike);
    return ok({ id, type, countPraise: result.count, isPraised: add ? 1 : 0 }, add ? '点赞成功' : '已取消点赞');
  });

  const memberToggle =
    (add: boolean, action: typeof favourite | typeof subscribeTopic, idName: string, missing: string) =>
    async (request: FastifyRequest) => {
      const input = params(request);
      const siteId = siteIdOf(input);
      const id = positiveInt(input[idName] ?? input.id);
      if (!siteId || !id) return fail(REFUSALS.badInput, `siteId and ${idName} are required`);
      const { member, refusal } = await who(db, request, siteId, true);
      if (refusal || !member) return refusal ?? fail(REFUSALS.loginRequired, '请先登录');
      if (!(await exists(siteId, idName, id))) return fail(REFUSALS.notFound, missing);
      const result = await action(db, member.id, id, add);
      return ok({ id, count: result.count, active: add ? 1 : 0, changed: result.changed ? 1 : 0 });
    };
  const exists = async (siteId: number, idName: string, id: number) =>
    idName === 'articleId'
      ? articleExists(db, siteId, id)
      : Boolean(
          (
            await db.query(
              'SELECT 1 FROM articles WHERE id = $1 AND site_id = $2 AND article_type = 3 AND a_status = 1',
              [id, siteId],
            )
          ).length,
        );

  app.post(`${prefix}/fav`, memberToggle(true, favourite, 'articleId', '稿件不存在'));
  app.post(`${prefix}/favCancel`, memberToggle(false, favourite, 'articleId', '稿件不存在'));
  app.post(`${prefix}/subscribeTopic`, memberToggle(true, subscribeTopic, 'topicId', '话题不存在'));
  app.post(`${prefix}/cancelSubscribeTopic`, memberToggle(false, subscribeTopic, 'topicId', '话题不存在'));

  app.get(`${prefix}/getArticleUserState`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const articleId = positiveInt(input.articleId);
    if (!siteId || !articleId) return fail(REFUSALS.badInput, 'siteId and articleId are required');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    const reader = readerKey(member, input) ?? '';
    const state = await articleUserState(db, articleId, reader, member?.id);
    return state ? ok(state) : empty();
  });

  app.get(`${prefix}/getTopicUserState`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    const topicId = positiveInt(input.topicId);
    if (!siteId || !topicId) return fail(REFUSALS.badInput, 'siteId and topicId are required');
    const { member, refusal } = await who(db, request, siteId, false);
    if (refusal) return refusal;
    const state = await topicUserState(db, siteId, topicId, member?.id);
    return state ? ok(state) : empty();
  });

  app.post(`${prefix}/uploadImage`, { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, async (request) => {
    if (!request.isMultipart()) return fail(REFUSALS.badInput, 'multipart/form-data expected');
    const upload = await readUpload(request, UPLOAD_MAX_BYTES);
    if (upload === 'tooLarge') return fail(REFUSALS.tooLarge, TEXTS.tooLarge);
    if (upload === 'malformed') return fail(REFUSALS.badInput, 'bad upload');
    const { fields, file } = upload;
    // the site of the query and the fields together, decided once, as for every other call
    const siteId = oneSiteId(request.query, fields);
    if (siteId === 'conflict') return fail(REFUSALS.badInput, 'siteId must name one site');
    if (!siteId) return fail(REFUSALS.badInput, 'siteId is required');
    request.siteId = siteId;
    // the guard of every call, over the fields the body carried (signatures, token, sign4)
    const guarded = await guardCall(db, request, 'uploadImage', fields);
    if (guarded) return guarded;
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal;
    if (!file || file.bytes.length === 0) return fail(REFUSALS.badInput, '请选择图片');
    if (file.truncated) return fail(REFUSALS.tooLarge, TEXTS.tooLarge);
    const kind = sniffImage(file.bytes);
    if (!kind || !/\.(jpe?g|png|gif|bmp)$/i.test(file.name)) return fail(REFUSALS.wrongType, TEXTS.wrongType);
    // what is not the picture (its metadata, anything after its end) goes before anyone else sees it
    const bytes = cleanPicture(file.bytes, kind);
    if (!bytes) return fail(REFUSALS.wrongType, TEXTS.brokenPicture);
    const quota = await uploadQuotaRefusal(db, member.id, bytes.length);
    if (quota) return fail(REFUSALS.tooMany, quota === 'tooMany' ? TEXTS.tooManyUploads : TEXTS.uploadQuota);
    const key = newFileKey();
    const id = await storeUpload(db, files, { memberId: member.id, name: file.name, ...kind, key, bytes });
    return ok({ url: `${addresses.publicUrl}/app_if/upload/${key}.${kind.ext}`, id });
  });

  // Uploaded pictures: the stored type (from the bytes), never the request's; public once posted.
  app.get(`${prefix}/upload/:file`, async (request: FastifyRequest, reply: FastifyReply) => {
    const name = pictureFileName((request.params as { file: string }).file);
    const row = name ? await readStoredUpload(db, files, name.key, name.ext) : undefined;
    if (!row) return reply.code(404).send(fail(404, 'not found'));
    return sendPicture(reply, row);
  });
}
