/**
 * Picture uploads (multipart/form-data, one file) and serving what was stored: shared by the comment
 * picture call ({base} uploadImage) and the media asset service ({mam} minioUpload).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** Over the size limit: what came is cut and must be refused. */
  truncated: boolean;
}

/**
 * The fields (over the query's) and the one file of a multipart request; 'tooLarge' or 'malformed' when
 * the body cannot be read whole.
 */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file?: UploadedFile } | 'tooLarge' | 'malformed'> {
  const fields: Record<string, string> = { ...(request.query as Record<string, string>) };
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer().catch((error: Error & { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') return undefined;
          throw error;
        });
        file = { name: part.filename ?? '', bytes: bytes ?? Buffer.alloc(0), truncated: !bytes || part.file.truncated };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
    if (code.startsWith('FST_')) return 'malformed';
    throw error;
  }
  return file ? { fields, file } : { fields };
}

/**
 * A stored picture, with the type found in its bytes (never the request's): once posted public and
 * immutable; before, its owner's alone (its unguessable address), kept by no cache on the way.
 */
export function sendPicture(reply: FastifyReply, picture: { mime: string; bytes: Uint8Array; posted: boolean }) {
  return reply
    .header('content-type', picture.mime)
    .header('cache-control', picture.posted ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('access-control-allow-origin', '*')
    .send(Buffer.from(picture.bytes));
}

/** "{key}.png" → its key and "png", for the stored-picture addresses (../pictureFiles.ts FILE_KEY). */
export function pictureFileName(file: string): { key: string; ext: string } | undefined {
  const match = /^([0-9a-f]{32}|\d{1,9})\.(jpg|png|gif|bmp)$/.exec(file);
  return match ? { key: match[1]!, ext: match[2]! } : undefined;
}
