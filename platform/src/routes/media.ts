/**
 * /media/*: generated pictures (the data folder) and committed media (HLS clip, H5 pages), with long
 * cache lifetimes: a media file never changes under the same name.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.html': 'text/html; charset=utf-8',
  '.apk': 'application/vnd.android.package-archive',
  '.wav': 'audio/wav',
};

export function registerMediaRoutes(app: FastifyInstance, roots: string[]): void {
  app.get('/media/*', async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    if (!relative || relative.includes('..') || relative.includes('\0') || !/^[\w\-./]+$/.test(relative))
      return reply.code(404).send({ status: 404, message: 'not found', data: null });
    for (const root of roots) {
      const file = path.join(root, relative);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return reply
        .header('content-type', type)
        .header('content-length', info.size)
        .header(
          'cache-control',
          type.startsWith('text/html') ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
        )
        .header('access-control-allow-origin', '*')
        .send(createReadStream(file));
    }
    return reply.code(404).send({ status: 404, message: 'not found', data: null });
  });
}
