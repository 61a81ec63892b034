/**
 * Pictures of the demo newspaper, drawn locally at seed time (no network): each artwork is a small
 * procedural scene (coast, mountains, skyline, terraces or an abstract composition) drawn at every size
 * the platform serves and encoded as JPEG with jpeg-js (pure JavaScript, no native build).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { createRandom, type Random } from './random';

export type Rgb = [number, number, number];

/** Served sizes: big is the share size (1.91:1), middle the list/carousel size (16:9), small the thumbnail (3:2). */
export const PICTURE_SIZES = {
  big: { width: 1200, height: 630 },
  middle: { width: 640, height: 360 },
  small: { width: 300, height: 200 },
} as const;

export type PictureSize = keyof typeof PICTURE_SIZES;

export const SCENES = ['coast', 'mountains', 'skyline', 'terraces', 'abstract'] as const;
export type Scene = (typeof SCENES)[number];

const PALETTES: { sky: [Rgb, Rgb]; sun: Rgb; land: Rgb[]; water: Rgb; accent: Rgb }[] = [
  {
    sky: [
      [29, 53, 87],
      [231, 111, 81],
    ],
    sun: [255, 214, 165],
    land: [
      [69, 48, 68],
      [40, 30, 52],
      [22, 18, 34],
    ],
    water: [38, 70, 106],
    accent: [244, 162, 97],
  },
  {
    sky: [
      [142, 202, 230],
      [255, 236, 210],
    ],
    sun: [255, 250, 235],
    land: [
      [106, 153, 78],
      [56, 102, 65],
      [30, 62, 42],
    ],
    water: [33, 158, 188],
    accent: [200, 16, 46],
  },
  {
    sky: [
      [12, 20, 48],
      [73, 43, 110],
    ],
    sun: [250, 240, 200],
    land: [
      [52, 43, 92],
      [33, 28, 64],
      [15, 14, 36],
    ],
    water: [24, 30, 72],
    accent: [255, 200, 87],
  },
  {
    sky: [
      [255, 183, 3],
      [251, 133, 0],
    ],
    sun: [255, 246, 220],
    land: [
      [188, 71, 73],
      [120, 40, 54],
      [70, 22, 40],
    ],
    water: [142, 60, 70],
    accent: [2, 48, 71],
  },
  {
    sky: [
      [200, 225, 235],
      [244, 241, 222],
    ],
    sun: [255, 255, 255],
    land: [
      [129, 178, 154],
      [61, 64, 91],
      [38, 40, 60],
    ],
    water: [120, 170, 190],
    accent: [224, 122, 95],
  },
  {
    sky: [
      [42, 157, 143],
      [233, 196, 106],
    ],
    sun: [255, 244, 214],
    land: [
      [38, 70, 83],
      [28, 50, 60],
      [16, 32, 40],
    ],
    water: [31, 110, 120],
    accent: [231, 111, 81],
  },
];

class Raster {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const a = Math.min(1, alpha);
    this.data[i] = this.data[i]! + (color[0] - this.data[i]!) * a;
    this.data[i + 1] = this.data[i + 1]! + (color[1] - this.data[i + 1]!) * a;
    this.data[i + 2] = this.data[i + 2]! + (color[2] - this.data[i + 2]!) * a;
  }

  verticalGradient(from: Rgb, to: Rgb, y0 = 0, y1 = this.height): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const color = mix(from, to, t);
      for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb, alpha = 1, glow = 0): void {
    const reach = r + glow;
    for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= r) this.blend(x, y, color, alpha * Math.min(1, r - d + 0.5));
        else if (glow > 0 && d < reach) this.blend(x, y, color, alpha * 0.35 * (1 - (d - r) / glow) ** 2);
      }
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y1); y++)
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x1); x++) this.blend(x, y, color, alpha);
  }

  /** Fills everything below the curve top(x). */
  ridge(top: (x: number) => number, color: Rgb, alpha = 1, bottom = this.height): void {
    for (let x = 0; x < this.width; x++) {
      const t = top(x);
      const start = Math.max(0, Math.floor(t));
      if (start < this.height) this.blend(x, start, color, alpha * (1 - (t - start)));
      for (let y = start + 1; y < Math.min(this.height, bottom); y++) this.blend(x, y, color, alpha);
    }
  }

  grain(random: Random, amount: number): void {
    for (let i = 0; i < this.data.length; i += 4) {
      const n = (random() - 0.5) * amount;
      this.data[i] = clamp(this.data[i]! + n);
      this.data[i + 1] = clamp(this.data[i + 1]! + n);
      this.data[i + 2] = clamp(this.data[i + 2]! + n);
    }
  }
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A smooth 1-D profile made of a few sine waves with seeded phases; x and the result are in 0..1. */
function profile(random: Random, roughness: number): (x: number) => number {
  const waves = Array.from({ length: 4 }, (_, k) => ({
    freq: (k + 1) * (1.5 + random() * 2),
    phase: random() * Math.PI * 2,
    amp: roughness / (k + 1),
  }));
  return (x) => waves.reduce((sum, w) => sum + Math.sin(x * w.freq * Math.PI + w.phase) * w.amp, 0);
}

/** Draws one artwork at a given size. The composition depends only on (seed, scene), not on the size. */
export function drawArtwork(seed: number, scene: Scene, width: number, height: number): Uint8Array {
  const random = createRandom(seed);
  const palette = PALETTES[seed % PALETTES.length]!;
  const r = new Raster(width, height);
  const u = Math.min(width, height);
  const sunX = (0.2 + random() * 0.6) * width;
  const sunY = (0.22 + random() * 0.2) * height;
  const sunR = (0.07 + random() * 0.05) * u;
  r.verticalGradient(palette.sky[0], palette.sky[1], 0, height * 0.75);
  r.verticalGradient(palette.sky[1], palette.sky[1], height * 0.75, height);

  if (scene === 'abstract') {
    r.verticalGradient(palette.sky[0], palette.sky[1]);
    for (let k = 0; k < 7; k++) {
      const color = k % 2 ? palette.accent : palette.land[k % palette.land.length]!;
      r.circle(random() * width, random() * height, (0.12 + random() * 0.3) * u, color, 0.55 + random() * 0.3);
    }
    const slope = 0.3 + random() * 0.5;
    for (let k = 0; k < 3; k++) {
      const offset = random() * height;
      r.ridge((x) => offset - x * slope + k * 0.08 * height, palette.land[k]!, 0.35);
    }
  } else {
    r.circle(sunX, sunY, sunR, palette.sun, 0.95, sunR * 2.2);
    const horizon = height * (0.58 + random() * 0.08);
    if (scene === 'skyline') {
      let x = 0;
      while (x < width) {
        const w = (0.03 + random() * 0.06) * width;
        const h = (0.12 + random() * 0.38) * height;
        const color = palette.land[random() < 0.5 ? 1 : 2]!;
        r.rect(x, horizon - h, x + w - 1, horizon, color);
        const win = Math.max(2, Math.round(u * 0.012));
        for (let wy = horizon - h + win * 2; wy < horizon - win * 2; wy += win * 2.5)
          for (let wx = x + win; wx < x + w - win * 2; wx += win * 2.2)
            if (random() < 0.35) r.rect(wx, wy, wx + win, wy + win, palette.sun, 0.85);
        x += w;
      }
    } else if (scene === 'terraces') {
      for (let k = 0; k < 9; k++) {
        const p = profile(random, 0.03);
        const base = horizon - 0.25 * height + k * 0.09 * height;
        const color = mix(palette.land[0]!, palette.land[2]!, k / 9);
        r.ridge((x) => base + p(x / width) * height - (x / width) * 0.05 * height, color, 1);
        r.ridge(
          (x) => base + p(x / width) * height - (x / width) * 0.05 * height,
          palette.sun,
          0.12,
          base + 0.01 * height,
        );
      }
    } else {
      const layers = scene === 'mountains' ? 3 : 2;
      for (let k = 0; k < layers; k++) {
        const p = profile(random, scene === 'mountains' ? 0.09 : 0.03);
        const base = horizon - (layers - k) * 0.08 * height + (scene === 'coast' ? 0.1 * height : 0);
        r.ridge((x) => base + p(x / width) * height, palette.land[k]!, 1);
      }
    }
    if (scene === 'coast' || scene === 'skyline') {
      const sea = scene === 'coast' ? horizon + 0.12 * height : horizon;
      r.verticalGradient(palette.water, palette.land[2]!, sea, height);
      for (let y = Math.floor(sea); y < height; y += Math.max(2, Math.round(u * 0.012))) {
        const spread = sunR * (0.6 + (y - sea) / height);
        r.rect(sunX - spread, y, sunX + spread, y + 1, palette.sun, 0.45 * (1 - (y - sea) / (height - sea)));
      }
    } else {
      r.verticalGradient(palette.land[2]!, palette.land[2]!, height * 0.92, height);
    }
  }
  r.grain(random, 10);
  return r.data;
}

export function drawAvatar(seed: number, size: number): Uint8Array {
  const random = createRandom(seed * 7919);
  const palette = PALETTES[seed % PALETTES.length]!;
  const r = new Raster(size, size);
  r.verticalGradient(palette.sky[1], palette.sky[0]);
  r.circle(size / 2, size * 0.4, size * 0.18, palette.sun);
  r.circle(size / 2, size * 1.02, size * 0.38, palette.sun);
  r.grain(random, 6);
  return r.data;
}

/** The page picture of a newspaper layout: masthead, then each area as a headline bar, text lines and maybe a picture. */
export const PAPER_PAGE = { width: 750, height: 1100 } as const;

export function drawPaperPage(seed: number, areas: [number, number, number, number][]): Uint8Array {
  const random = createRandom(seed * 104729);
  const { width, height } = PAPER_PAGE;
  const r = new Raster(width, height);
  r.rect(0, 0, width, height, [246, 242, 232]);
  r.rect(30, 24, width - 30, 96, [200, 16, 46]);
  r.rect(30, 104, width - 30, 107, [60, 60, 60]);
  const palette = PALETTES[seed % PALETTES.length]!;
  for (const [k, [fx, fy, fw, fh]] of areas.entries()) {
    const x0 = fx * width + 8;
    const y0 = fy * height + 8;
    const x1 = (fx + fw) * width - 8;
    const y1 = (fy + fh) * height - 8;
    r.rect(x0, y0, x1, y0 + 22, [40, 40, 40]);
    let top = y0 + 36;
    if (k === 0 || random() < 0.4) {
      const bottom = Math.min(y1, top + (y1 - top) * 0.45);
      r.verticalGradient(palette.sky[0], palette.sky[1], top, bottom);
      r.rect(0, top, x0, bottom, [246, 242, 232]);
      r.rect(x1, top, width, bottom, [246, 242, 232]);
      top = bottom + 10;
    }
    for (let y = top; y + 6 < y1; y += 14)
      r.rect(x0, y, x1 - (random() < 0.15 ? (x1 - x0) * 0.4 : 0), y + 6, [150, 150, 150]);
    r.rect(x0 - 8, y1 + 6, x1 + 8, y1 + 7, [190, 185, 175]);
  }
  return r.data;
}

export function encodeJpeg(data: Uint8Array, width: number, height: number, quality = 78): Buffer {
  return jpeg.encode({ data, width, height }, quality).data;
}

export function pictureFile(artwork: number, size: PictureSize): string {
  return `pic/art${String(artwork).padStart(3, '0')}_${size}.jpg`;
}

export function avatarFile(seed: number): string {
  return `pic/avatar${String(seed).padStart(2, '0')}.jpg`;
}

/** Writes through a temporary name, so a reader never sees half a file (two seeders may draw at once). */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Writes every artwork at every size into mediaDir (skipping files already there: drawing is
 * deterministic, so a cached file is the same picture).
 */
export async function generatePictures(mediaDir: string, artworks: number, avatars: number): Promise<number> {
  await mkdir(path.join(mediaDir, 'pic'), { recursive: true });
  let written = 0;
  for (let n = 0; n < artworks; n++) {
    const scene = SCENES[n % SCENES.length]!;
    for (const size of Object.keys(PICTURE_SIZES) as PictureSize[]) {
      const file = path.join(mediaDir, pictureFile(n, size));
      if (existsSync(file)) continue;
      const { width, height } = PICTURE_SIZES[size];
      await writeAtomically(file, encodeJpeg(drawArtwork(n + 1, scene, width, height), width, height));
      written++;
    }
  }
  for (let n = 0; n < avatars; n++) {
    const file = path.join(mediaDir, avatarFile(n));
    if (existsSync(file)) continue;
    await writeAtomically(file, encodeJpeg(drawAvatar(n + 1, 160), 160, 160, 85));
    written++;
  }
  return written;
}

export function logoSvg(name: string, english: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="72" viewBox="0 0 220 72">
<rect x="0" y="8" width="56" height="56" rx="12" fill="${color}"/>
<path d="M10 46c8-6 14-6 22 0s14 6 20 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M10 32c8-6 14-6 22 0s14 6 20 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".7"/>
<text x="68" y="44" font-family="'Noto Serif CJK SC','Songti SC',serif" font-weight="700" font-size="32" fill="${color}">${name}</text>
<text x="70" y="64" font-family="Georgia,serif" font-size="13" letter-spacing="2" fill="#666">${english}</text>
</svg>`;
}
