import { checkCommentImage, COMMENT_IMAGE, pictureType } from './commentImage';

const file = (bytes: number[] | Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const BMP = [0x42, 0x4d, ...new Array(30).fill(0)];

describe('comment pictures: jpg/jpeg/png/gif/bmp by name and by bytes', () => {
  it.each([
    [JPEG, 'jpeg'],
    [PNG, 'png'],
    [GIF, 'gif'],
    [BMP, 'bmp'],
    [[0x42, 0x4d], undefined],
    [[...'hello'].map((c) => c.charCodeAt(0)), undefined],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], undefined],
  ])('bytes %j → %s', (bytes, type) => {
    expect(pictureType(new Uint8Array(bytes))).toBe(type);
  });

  it.each([
    [JPEG, 'photo.jpg', undefined],
    [JPEG, 'PHOTO.JPEG', undefined],
    [PNG, 'a.png', undefined],
    [GIF, 'a.gif', undefined],
    [BMP, 'a.bmp', undefined],
    [[...'not a picture'].map((c) => c.charCodeAt(0)), 'notes.jpg', 'imageType'],
    [PNG, 'a.webp', 'imageType'],
    [JPEG, 'photo', 'imageType'],
  ])('%#: %s', async (bytes, name, problem) => {
    expect(await checkCommentImage(file(bytes, name))).toBe(problem);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new Uint8Array(COMMENT_IMAGE.maxBytes + 1);
    big.set(JPEG);
    expect(await checkCommentImage(file(big, 'big.jpg'))).toBe('imageTooLarge');
  });
});
