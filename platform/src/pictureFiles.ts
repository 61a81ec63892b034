/**
 * Where uploaded pictures' bytes live: one file a picture in the uploads folder, named by its unguessable
 * key (ServerOptions.uploadsDir; PLATFORM_UPLOADS_DIR, else the data folder's uploads/). Writing and reading
 * are the file system's, off the event loop: an upload never holds up another call, and the database keeps
 * only what describes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** 128 random bits: an upload's address names nothing anyone could guess. */
export function newFileKey(): string {
  return randomBytes(16).toString('hex');
}

export const FILE_KEY = /^[0-9a-f]{32}$|^\d{1,9}$/;

export class PictureFiles {
  private ready: Promise<unknown> | undefined;
  constructor(readonly dir: string) {}

  private fileOf(key: string, ext: string): string {
    if (!FILE_KEY.test(key) || !/^(jpg|png|gif|bmp)$/.test(ext)) throw new Error(`bad picture name ${key}.${ext}`);
    return path.join(this.dir, `${key}.${ext}`);
  }

  async write(key: string, ext: string, bytes: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    await writeFile(this.fileOf(key, ext), bytes, { flag: 'wx' });
  }

  async read(key: string, ext: string): Promise<Buffer | undefined> {
    return readFile(this.fileOf(key, ext)).catch(() => undefined);
  }

  /**
   * A stored picture as it is answered: its row's type and posted flag, with its bytes from the row (rows
   * from before the files) or from its file; undefined when either is missing.
   */
  async picture(
    row: { mime: string; posted: boolean; bytes: Uint8Array | null } | undefined,
    key: string,
    ext: string,
  ): Promise<{ mime: string; posted: boolean; bytes: Uint8Array } | undefined> {
    if (!row) return undefined;
    const bytes = row.bytes ?? (await this.read(key, ext));
    return bytes ? { mime: row.mime, posted: row.posted, bytes } : undefined;
  }

  async remove(key: string, ext: string): Promise<void> {
    await rm(this.fileOf(key, ext), { force: true });
  }
}
