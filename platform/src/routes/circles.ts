/**
 * Circles and members (platform/API.md "Circles"). {nis}: getCircleList, getCircleDetail (with its
 * noticeList), getPostList (listType 1 new, 2 hot, 20 a page), getPostDetail, getCircleNoticeDetail,
 * getFriendsCircleDetail (a moment), getUserDetail (a member's profile) and createPost (POST, a member);
 * a post's comments: getPostComments (20 a page, newest first), commentPost (POST, a member) and its like,
 * praisePost (POST, once per member or device).
 * {mam}: getUploadToken (a member), minioUpload (multipart, one picture, checked by its bytes),
 * getUploadResults and uploadDone (POST), and the uploaded pictures at /mam/asset/:file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeNotifier } from '../changeNotifier';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import {
  assetStates,
  assetUrl,
  circleExists,
  createPost,
  getCircle,
  getCircleNotice,
  getMemberProfile,
  getMoment,
  getPost,
  issueUploadToken,
  listCircles,
  listPosts,
  markAssetDone,
  POST_LIST_TYPES,
  POST_MAX_CHARS,
  POST_MAX_PICS,
  readAsset,
  storeAsset,
  UPLOAD_TOKEN_SECONDS,
  uploadTokenOwner,
} from '../repo/circles';
import { charCount, cleanCommentText } from '../repo/participation';
import { commentPost, likePost, listPostComments, POST_COMMENT_MAX_CHARS } from '../repo/postComments';
import { RATES, withinAddressRate } from '../repo/rateLimits';
import { UPLOAD_BODY_LIMIT_BYTES, UPLOAD_MAX_BYTES, uploadQuotaRefusal } from '../repo/uploads';
import { cleanPicture, sniffImage } from '../pictureBytes';
import type { PictureFiles } from '../pictureFiles';
import { pictureFileName, readUpload, sendPicture } from '../multipart';
import { BAD_PARAMS } from './content';
import { params, REFUSALS, who } from './participation';

type Query = Record<string, string | undefined>;

export const CIRCLE_TEXTS = {
  emptyPost: '请输入内容',
  tooLong: `内容不能超过${POST_MAX_CHARS}字`,
  tooManyPics: `最多上传${POST_MAX_PICS}张图片`,
  closed: '圈子已关闭，暂不能发帖',
  noCircle: '圈子不存在',
  badPictures: '图片无效，请重新上传',
  wrongType: '仅支持jpg/png/gif/bmp格式的图片',
  tooLarge: `图片不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`,
  noFile: '请选择图片',
  badToken: '上传凭证无效或已过期',
  brokenPicture: '图片已损坏，请重新选择',
  tooMany: '上传太频繁，请稍后再试',
  tooMuch: '今日上传已达上限，请明天再试',
  emptyComment: '请输入内容',
  commentTooLong: `评论不能超过${POST_COMMENT_MAX_CHARS}字`,
  noPost: '帖子不存在或已删除',
  closedComments: '圈子已关闭，暂不能评论',
} as const;

/** A list of ids ("3,4,5"), or undefined when any is malformed or there are too many. */
function idList(value: unknown, max: number): number[] | undefined {
  const text = String(value ?? '').trim();
  if (!text) return [];
  const ids = text.split(',').map((item) => positiveInt(item));
  if (ids.length > max || ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as number[])].length === ids.length ? (ids as number[]) : undefined;
}

export function registerCircleRoutes(
  app: FastifyInstance,
  db: Db,
  prefixes: { nis: string; mam: string },
  files: PictureFiles,
  notifier: ChangeNotifier,
): void {
  const { nis, mam } = prefixes;
  const read = (query: Query, name = 'id') => {
    const siteId = siteIdOf(query);
    const id = positiveInt(query[name]);
    return siteId && id ? { siteId, id } : undefined;
  };
  const byId = <T>(path: string, find: (siteId: number, id: number) => Promise<T | undefined>, name = 'id') =>
    app.get(`${nis}/${path}`, async (request) => {
      const found = read(request.query as Query, name);
      if (!found) return fail(BAD_PARAMS, `siteId and ${name} are required`);
      const answer = await find(found.siteId, found.id);
      return answer ? ok(answer) : empty();
    });

  app.get(`${nis}/getCircleList`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    return ok({ list: await listCircles(db, siteId) });
  });
  byId('getCircleDetail', (siteId, id) => getCircle(db, siteId, id));
  byId('getPostDetail', (siteId, id) => getPost(db, siteId, id));
  byId('getCircleNoticeDetail', (siteId, id) => getCircleNotice(db, siteId, id));
  byId('getFriendsCircleDetail', (siteId, id) => getMoment(db, siteId, id));
  byId('getUserDetail', (siteId, id) => getMemberProfile(db, siteId, id), 'userId');

  app.get(`${nis}/getPostList`, async (request) => {
    const query = request.query as Query;
    const found = read(query, 'circleId');
    if (!found) return fail(BAD_PARAMS, 'siteId and circleId are required');
    const listType = Number(query.listType ?? POST_LIST_TYPES.newest);
    if (listType !== POST_LIST_TYPES.newest && listType !== POST_LIST_TYPES.hot)
      return fail(BAD_PARAMS, 'listType is 1 (new) or 2 (hot)');
    if (!(await circleExists(db, found.siteId, found.id))) return empty();
    return ok(await listPosts(db, found.siteId, found.id, listType, nonNegativeInt(query.page, 0)));
  });

  app.post(`${nis}/createPost`, async (request) => {
    const input = params(request);
    const found = read(input, 'circleId');
    if (!found) return fail(BAD_PARAMS, 'siteId and circleId are required');
    const { member, refusal } = await who(db, request, found.siteId, true);
    if (refusal || !member) return refusal;
    const content = cleanCommentText(String(input.content ?? ''));
    if (!content) return fail(REFUSALS.badInput, CIRCLE_TEXTS.emptyPost);
    if (charCount(content) > POST_MAX_CHARS) return fail(REFUSALS.badInput, CIRCLE_TEXTS.tooLong);
    const assetIds = idList(input.pics, POST_MAX_PICS);
    if (!assetIds) return fail(REFUSALS.badInput, CIRCLE_TEXTS.tooManyPics);
    const requestKey = String(input.requestId ?? '').trim();
    if (!/^[\w-]{8,64}$/.test(requestKey)) return fail(BAD_PARAMS, 'requestId is required');
    const stored = await createPost(db, {
      siteId: found.siteId,
      circleId: found.id,
      memberId: member.id,
      content,
      assetIds,
      requestKey,
    });
    if (stored === 'noCircle') return fail(REFUSALS.notFound, CIRCLE_TEXTS.noCircle);
    if (stored === 'closed') return fail(REFUSALS.closed, CIRCLE_TEXTS.closed);
    if (stored === 'badPictures') return fail(REFUSALS.badInput, CIRCLE_TEXTS.badPictures);
    // the circle's page is cached for everyone: the writer sees their post on the next look
    await notifier.notify([{ type: 'circle', id: found.id }]);
    return ok(stored);
  });

  app.get(`${nis}/getPostComments`, async (request) => {
    const query = request.query as Query;
    const found = read(query, 'postId');
    if (!found) return fail(BAD_PARAMS, 'siteId and postId are required');
    const answer = await listPostComments(db, found.siteId, found.id, nonNegativeInt(query.page, 0));
    return answer ? ok(answer) : empty();
  });

  app.post(`${nis}/commentPost`, async (request) => {
    const input = params(request);
    const found = read(input, 'postId');
    if (!found) return fail(BAD_PARAMS, 'siteId and postId are required');
    const { member, refusal } = await who(db, request, found.siteId, true);
    if (refusal || !member) return refusal;
    const content = cleanCommentText(String(input.content ?? ''));
    if (!content) return fail(REFUSALS.badInput, CIRCLE_TEXTS.emptyComment);
    if (charCount(content) > POST_COMMENT_MAX_CHARS) return fail(REFUSALS.badInput, CIRCLE_TEXTS.commentTooLong);
    const requestKey = String(input.requestId ?? '').trim();
    if (!/^[\w-]{8,64}$/.test(requestKey)) return fail(BAD_PARAMS, 'requestId is required');
    const stored = await commentPost(db, {
      siteId: found.siteId,
      postId: found.id,
      memberId: member.id,
      content,
      requestKey,
    });
    if (stored === 'noPost') return fail(REFUSALS.notFound, CIRCLE_TEXTS.noPost);
    if (stored === 'closed') return fail(REFUSALS.closed, CIRCLE_TEXTS.closedComments);
    // the circle's lists show the post's counts
    await notifier.notify([{ type: 'circle', id: stored.circleId }]);
    return ok(stored.comment);
  });

  // a like once per reader: the member, else the device, held per address (devices are the client's to name)
  app.post(`${nis}/praisePost`, async (request) => {
    const input = params(request);
    const found = read(input, 'postId');
    if (!found) return fail(BAD_PARAMS, 'siteId and postId are required');
    const { member, refusal } = await who(db, request, found.siteId, false);
    if (refusal) return refusal;
    const device = String(input.deviceId ?? '').trim();
    if (!member && !/^[\w\-:.]{6,80}$/.test(device)) return fail(BAD_PARAMS, 'deviceId is required');
    const within = member || (await withinAddressRate(db, request, `post-like:${found.id}`, RATES.likes));
    const reader = member ? `m:${member.id}` : within ? `d:${device}` : undefined;
    const counts = await likePost(db, found.siteId, found.id, reader);
    return counts ? ok(counts) : empty();
  });

  // {mam}: a member's token for uploading, then one picture a call
  app.get(`${mam}/getUploadToken`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const { member, refusal } = await who(db, request, siteId, true);
    if (refusal || !member) return refusal;
    return ok({
      token: await issueUploadToken(db, files, siteId, member.id),
      expiresIn: UPLOAD_TOKEN_SECONDS,
      maxBytes: UPLOAD_MAX_BYTES,
      types: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'],
    });
  });

  app.post(`${mam}/minioUpload`, { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, async (request) => {
    if (!request.isMultipart()) return fail(REFUSALS.badInput, 'multipart/form-data expected');
    const upload = await readUpload(request, UPLOAD_MAX_BYTES);
    if (upload === 'tooLarge') return fail(REFUSALS.tooLarge, CIRCLE_TEXTS.tooLarge);
    if (upload === 'malformed') return fail(REFUSALS.badInput, 'bad upload');
    const { fields, file } = upload;
    const siteId = siteIdOf(fields);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const memberId = await uploadTokenOwner(db, siteId, String(fields.uploadToken ?? ''));
    if (!memberId) return fail(REFUSALS.loginRequired, CIRCLE_TEXTS.badToken);
    if (!file || file.bytes.length === 0) return fail(REFUSALS.badInput, CIRCLE_TEXTS.noFile);
    if (file.truncated) return fail(REFUSALS.tooLarge, CIRCLE_TEXTS.tooLarge);
    // the type is what the bytes are, whatever the file is called or claims to be; what is not the picture goes
    const kind = sniffImage(file.bytes);
    if (!kind) return fail(REFUSALS.wrongType, CIRCLE_TEXTS.wrongType);
    const bytes = cleanPicture(file.bytes, kind);
    if (!bytes) return fail(REFUSALS.wrongType, CIRCLE_TEXTS.brokenPicture);
    const quota = await uploadQuotaRefusal(db, memberId, bytes.length);
    if (quota) return fail(REFUSALS.tooMany, CIRCLE_TEXTS[quota]);
    const { id, key } = await storeAsset(db, files, { siteId, memberId, mime: kind.mime, ext: kind.ext, bytes });
    return ok({ id, url: assetUrl(key, kind.ext), size: bytes.length, mime: kind.mime });
  });

  const ownUploads = async (request: FastifyRequest) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    if (!siteId) return { refusal: fail(BAD_PARAMS, 'siteId is required') };
    const memberId = await uploadTokenOwner(db, siteId, String(input.uploadToken ?? ''));
    if (!memberId) return { refusal: fail(REFUSALS.loginRequired, CIRCLE_TEXTS.badToken) };
    return { siteId, memberId, input };
  };

  app.post(`${mam}/getUploadResults`, async (request) => {
    const own = await ownUploads(request);
    if (own.refusal) return own.refusal;
    const ids = idList(own.input.ids, 50);
    if (!ids?.length) return fail(BAD_PARAMS, 'ids are required');
    const states = await assetStates(db, own.siteId, own.memberId, ids);
    return ok({
      list: states.map((state) => ({
        id: state.id,
        url: assetUrl(state.file_key, state.ext),
        status: state.attached ? 'attached' : state.done ? 'done' : 'uploaded',
      })),
    });
  });

  app.post(`${mam}/uploadDone`, async (request) => {
    const own = await ownUploads(request);
    if (own.refusal) return own.refusal;
    const id = positiveInt(own.input.id);
    if (!id) return fail(BAD_PARAMS, 'id is required');
    const done = await markAssetDone(db, own.siteId, own.memberId, id);
    if (!done) return fail(REFUSALS.notFound, CIRCLE_TEXTS.badPictures);
    return ok({ id, url: assetUrl(done.file_key, done.ext), status: 'done' });
  });

  // uploaded pictures: public, immutable, with the type found in their bytes
  app.get(`${mam}/asset/:file`, async (request: FastifyRequest, reply: FastifyReply) => {
    const name = pictureFileName((request.params as { file: string }).file);
    const row = name ? await readAsset(db, files, name.key, name.ext) : undefined;
    if (!row) return reply.code(404).send(fail(404, 'not found'));
    return sendPicture(reply, row);
  });
}
