/**
 * Uploaded pictures, judged by their bytes: what kind they are (never what their name or the request
 * says), and the same picture without what is not the picture. Before anyone else sees an upload, its
 * metadata goes (EXIF with its place and camera, XMP, comments, text chunks) and so does anything after
 * the picture's end (the other half of a polyglot: a ZIP or an HTML page appended to a JPEG). Structural,
 * not a re-encode: fast enough to run inline on a 5 MB picture, and the pixels stay as the reader sent them.
 */

export type PictureKind = { mime: string; ext: 'jpg' | 'png' | 'gif' | 'bmp' };

export function sniffImage(bytes: Uint8Array): PictureKind | undefined {
  const starts = (...sig: number[]) => sig.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', ext: 'png' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { mime: 'image/gif', ext: 'gif' };
  if (starts(0x42, 0x4d) && bytes.length > 26) return { mime: 'image/bmp', ext: 'bmp' };
  return undefined;
}

/** The picture without its metadata and without what follows its end; undefined when it is not whole. */
export function cleanPicture(bytes: Buffer, kind: PictureKind): Buffer | undefined {
  try {
    switch (kind.ext) {
      case 'jpg':
        return cleanJpeg(bytes);
      case 'png':
        return cleanPng(bytes);
      case 'gif':
        return cleanGif(bytes);
      case 'bmp':
        return cleanBmp(bytes);
    }
  } catch {
    return undefined;
  }
}

/** JPEG segments a decoder needs: frames, tables, scans, restart interval, JFIF and Adobe's colour mark. */
const JPEG_KEPT = new Set([0xc4, 0xcc, 0xdb, 0xdd, 0xe0, 0xee]);
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xcc;

function cleanJpeg(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (marker === 0xda) {
      // a scan: its header, then entropy-coded data up to the next marker that is not data (FF00, RSTn)
      let scan = end;
      while (scan + 1 < bytes.length) {
        if (bytes[scan] === 0xff) {
          const next = bytes[scan + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan++;
      }
      kept.push(bytes.subarray(at, scan));
      at = scan;
      continue;
    }
    if (JPEG_KEPT.has(marker) || isFrame(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return undefined;
}

/** PNG chunks that draw the picture (critical, transparency, colour, animation); text, EXIF and time go. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT', 'pHYs', 'bKGD']);
const APNG = new Set(['acTL', 'fcTL', 'fdAT']);

function cleanPng(bytes: Buffer): Buffer | undefined {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    if (PNG_KEPT.has(type) || APNG.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IEND') return Buffer.concat(kept);
    at = end;
  }
  return undefined;
}

function cleanGif(bytes: Buffer): Buffer | undefined {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let at = 13 + colourTable(bytes[10]!);
  const kept: Buffer[] = [bytes.subarray(0, at)];
  /** The end of the data sub-blocks starting at `from`. */
  const subBlocks = (from: number) => {
    let cursor = from;
    while (cursor < bytes.length && bytes[cursor] !== 0) cursor += bytes[cursor]! + 1;
    if (cursor >= bytes.length) throw new Error('cut short');
    return cursor + 1;
  };
  while (at < bytes.length) {
    const introducer = bytes[at]!;
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      return Buffer.concat(kept);
    }
    if (introducer === 0x2c) {
      const withTable = at + 10 + colourTable(bytes[at + 9]!);
      const end = subBlocks(withTable + 1);
      kept.push(bytes.subarray(at, end));
      at = end;
    } else if (introducer === 0x21) {
      const label = bytes[at + 1]!;
      const end = subBlocks(at + 2);
      // the frame timing and the loop count stay; comments, plain text and other applications' data go
      const application = label === 0xff ? bytes.toString('latin1', at + 3, at + 14) : '';
      if (label === 0xf9 || application === 'NETSCAPE2.0') kept.push(bytes.subarray(at, end));
      at = end;
    } else return undefined;
  }
  return undefined;
}

function cleanBmp(bytes: Buffer): Buffer | undefined {
  const size = bytes.readUInt32LE(2);
  return size >= 26 && size <= bytes.length ? Buffer.from(bytes.subarray(0, size)) : undefined;
}
