/**
 * Uploads as an attacker meets them: an unguessable address, private until posted, a picture cleaned of
 * what is not the picture, a quota per member, and bytes kept out of the database.
 */
import { isEmpty } from '@/lib/api/answer';
import { postComment, uploadCommentImage } from '@/lib/api/participation';
import { RATES } from './repo/rateLimits';
import { encodeJpeg } from './seed/images';
import { memberWithToken, readerClient, refusal, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();

const writer = async () => {
  const { id, token } = await memberWithToken(platform().db);
  return { id, api: readerClient(runtime(), `uploads-${id}`, token).api };
};

const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x14]), Buffer.from('Exif\0\0GPS 30N 120E')]);
const jpegWithMetadata = () => {
  const plain = encodeJpeg(new Uint8Array(16 * 16 * 4).fill(120), 16, 16);
  return { plain, sent: Buffer.concat([plain.subarray(0, 2), exif, plain.subarray(2), Buffer.from('<html>')]) };
};
const served = async (url: string) => {
  const response = await fetch(url.replace('http://platform.test', platform().url!));
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

it('answers an unguessable address, private until a comment posts it, with the picture cleaned', async () => {
  const { api } = await writer();
  const { plain, sent } = jpegWithMetadata();
  const uploaded = await uploadCommentImage(api, new File([new Uint8Array(sent)], 'photo.jpg', { type: 'image/jpeg' }));
  if (isEmpty(uploaded)) throw new Error('empty');
  expect(uploaded.url).toMatch(/\/app_if\/upload\/[0-9a-f]{32}\.jpg$/);
  const before = await served(uploaded.url);
  expect(before).toMatchObject({ status: 200, cache: 'private, no-store' });
  expect(before.bytes.equals(plain)).toBe(true);
  // its id and another extension name nothing
  expect((await served(uploaded.url.replace(/[0-9a-f]{32}/, String(uploaded.id)))).status).toBe(404);
  expect((await served(uploaded.url.replace(/\.jpg$/, '.png'))).status).toBe(404);
  await postComment(api, { articleId: 10001, content: 'with a picture', pics: [uploaded.url] });
  expect(await served(uploaded.url)).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
  // the bytes are a file of the uploads folder, not the database's
  const [row] = await platform().db.query<{ bytes: Uint8Array | null; size: number }>(
    'SELECT bytes, size FROM uploads WHERE id = $1',
    [uploaded.id],
  );
  expect(row).toEqual({ bytes: null, size: plain.length });
});

it('holds a member to so many uploads an hour and so many bytes a day', async () => {
  const { api } = await writer();
  const picture = () => new File([new Uint8Array(jpegWithMetadata().plain)], 'a.jpg', { type: 'image/jpeg' });
  for (let n = 0; n < RATES.uploads.limit; n++) expect(isEmpty(await uploadCommentImage(api, picture()))).toBe(false);
  expect(await refusal(uploadCommentImage(api, picture()))).toEqual({ status: 429, message: '上传太频繁，请稍后再试' });

  const big = await writer();
  const bmp = Buffer.alloc(4_900_000);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  const answers = [];
  for (let n = 0; n < 7; n++)
    answers.push(await refusal(uploadCommentImage(big.api, new File([new Uint8Array(bmp)], `${n}.bmp`))));
  // six of 4.9 MB fit in the day's 30 MB; the seventh does not
  expect(answers.slice(0, 6)).toEqual(Array(6).fill(undefined));
  expect(answers[6]).toEqual({ status: 429, message: '今日上传已达上限，请明天再试' });
}, 60_000);
