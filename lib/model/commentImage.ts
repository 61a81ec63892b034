/**
 * Comment pictures (spec §5): only jpg, jpeg, png, gif or bmp — by name and by the file's first bytes (a
 * text file renamed .jpg is refused before it is sent) — at most 5 MB each, at most 3 to a comment.
 * The platform checks the same again (platform/src/routes/participation.ts).
 */
export const COMMENT_IMAGE = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;
const NAME = /\.(jpe?g|png|gif|bmp)$/i;

export type ImageProblem = 'imageType' | 'imageTooLarge';

/** The picture type of the first bytes, or undefined. */
export function pictureType(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'bmp' | undefined {
  const starts = (...sig: number[]) => sig.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (starts(0x42, 0x4d) && bytes.length > 26) return 'bmp';
  return undefined;
}

export async function checkCommentImage(file: Blob & { name: string }): Promise<ImageProblem | undefined> {
  if (!NAME.test(file.name)) return 'imageType';
  if (file.size > COMMENT_IMAGE.maxBytes) return 'imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return pictureType(head) ? undefined : 'imageType';
}
