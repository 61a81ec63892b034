import { checkPostPicture, POST_PICTURE } from './postPicture';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

it('takes a picture by its bytes, whatever its name; refuses other bytes and oversize files', async () => {
  expect(await checkPostPicture(new File([new Uint8Array(PNG_HEAD)], 'photo.txt'))).toBeUndefined();
  expect(await checkPostPicture(new File(['hello'], 'photo.png', { type: 'image/png' }))).toBe('imageType');
  const big = new File([new Uint8Array(PNG_HEAD), new Uint8Array(POST_PICTURE.maxBytes)], 'big.png');
  expect(await checkPostPicture(big)).toBe('imageTooLarge');
});
