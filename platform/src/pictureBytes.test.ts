/** Pictures judged by their bytes: metadata and what follows the picture's end go; the picture stays. */
import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import { cleanPicture, sniffImage } from './pictureBytes';
import { encodeJpeg } from './seed/images';

const SECRET = 'GPS 30.2741N 120.1551E · camera serial 8812';
const POLYGLOT = Buffer.from('PK\u0003\u0004<html><script>alert(document.cookie)</script></html>');

function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

it('takes EXIF, XMP and comments out of a JPEG and cuts what follows its end; it still decodes', () => {
  const plain = encodeJpeg(new Uint8Array(16 * 16 * 4).fill(180), 16, 16);
  const dirty = Buffer.concat([
    plain.subarray(0, 2),
    segment(0xe1, Buffer.from(`Exif\0\0${SECRET}`)),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${SECRET}</x:xmpmeta>`)),
    segment(0xfe, Buffer.from(SECRET)),
    plain.subarray(2),
    POLYGLOT,
  ]);
  const kind = sniffImage(dirty)!;
  const clean = cleanPicture(dirty, kind)!;
  expect(clean.toString('latin1')).not.toContain('GPS');
  expect(clean.toString('latin1')).not.toContain('<html>');
  expect(clean.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  expect(clean.equals(plain)).toBe(true);
  expect(jpeg.decode(clean)).toMatchObject({ width: 16, height: 16 });
});

it('takes text, EXIF and time chunks out of a PNG and cuts what follows IEND', () => {
  const idat = PNG.indexOf('IDAT') - 4;
  const dirty = Buffer.concat([
    PNG.subarray(0, idat),
    chunk('tEXt', Buffer.from(`Comment\0${SECRET}`)),
    chunk('eXIf', Buffer.from(SECRET)),
    chunk('tIME', Buffer.from([7, 234, 12, 1, 8, 0, 0])),
    PNG.subarray(idat),
    POLYGLOT,
  ]);
  const clean = cleanPicture(dirty, sniffImage(dirty)!)!;
  expect(clean.equals(PNG)).toBe(true);
});

it('keeps a GIF’s frames and loop, drops its comments and what follows the trailer', () => {
  // 1×1, a global table of two colours, the loop, a comment, one frame, the trailer
  const gif = Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const frame = Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  const text = Buffer.from(SECRET);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  const dirty = Buffer.concat([gif, comment, frame, Buffer.from([0x3b]), POLYGLOT]);
  const clean = cleanPicture(dirty, sniffImage(dirty)!)!;
  expect(clean.equals(Buffer.concat([gif, frame, Buffer.from([0x3b])]))).toBe(true);
});

it('cuts a BMP to the size its header gives; a picture cut short is no picture', () => {
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(58, 2);
  const clean = cleanPicture(Buffer.concat([bmp, POLYGLOT]), sniffImage(bmp)!)!;
  expect(clean.length).toBe(58);
  const plain = encodeJpeg(new Uint8Array(16 * 16 * 4).fill(90), 16, 16);
  expect(cleanPicture(plain.subarray(0, plain.length - 40), sniffImage(plain)!)).toBeUndefined();
  expect(cleanPicture(PNG.subarray(0, 30), sniffImage(PNG)!)).toBeUndefined();
  // an end of picture as the file's last two bytes is whole
  for (const fill of [0, 90, 120, 255]) {
    const whole = encodeJpeg(new Uint8Array(16 * 16 * 4).fill(fill), 16, 16);
    expect(cleanPicture(whole, sniffImage(whole)!)?.equals(whole)).toBe(true);
  }
});
