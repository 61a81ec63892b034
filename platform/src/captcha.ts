/** The image verify code: four digits drawn with a 5×7 bitmap font, jittered and crossed by noise lines (JPEG). */
import { randomInt } from 'node:crypto';
import { encodeJpeg } from './seed/images';

const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_SIZE = { width: 120, height: 44 } as const;

export function captchaText(length = 4): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

export function drawCaptcha(text: string): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const data = new Uint8Array(width * height * 4);
  const set = (x: number, y: number, rgb: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    data[i] = rgb[0];
    data[i + 1] = rgb[1];
    data[i + 2] = rgb[2];
    data[i + 3] = 255;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, [244, 240, 230]);
  const scale = 4;
  [...text].forEach((digit, index) => {
    const glyph = FONT[digit] ?? FONT['0']!;
    const left = 10 + index * 27 + randomInt(4);
    const top = 6 + randomInt(6);
    const color: [number, number, number] = [40 + randomInt(80), 40 + randomInt(60), 90 + randomInt(100)];
    glyph.forEach((row, gy) =>
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale - 1; dx++) set(left + gx * (scale - 1) + dx, top + gy * scale + dy, color);
      }),
    );
  });
  for (let line = 0; line < 3; line++) {
    const y0 = randomInt(height);
    const y1 = randomInt(height);
    for (let x = 0; x < width; x++) set(x, Math.round(y0 + ((y1 - y0) * x) / width), [150, 140, 160]);
  }
  return encodeJpeg(data, width, height, 85);
}
