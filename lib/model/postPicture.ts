/**
 * A circle post's pictures: jpg, png, gif or bmp by the file's first bytes (whatever its name or the type
 * it claims), at most 5 MB each, at most 9 to a post. The platform checks the same again
 * (platform/src/routes/circles.ts).
 */
import { pictureType, type ImageProblem } from './commentImage';

export const POST_PICTURE = { maxBytes: 5 * 1024 * 1024, maxCount: 9 } as const;
export const POST_MAX_CHARS = 1000;

export async function checkPostPicture(file: Blob): Promise<ImageProblem | undefined> {
  if (file.size > POST_PICTURE.maxBytes) return 'imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return pictureType(head) ? undefined : 'imageType';
}
