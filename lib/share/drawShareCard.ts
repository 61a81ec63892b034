/**
 * Draws a share card (lib/share/shareCard.ts) with sharp (libvips; its text through Pango and the
 * system's fonts, CJK included): the content's picture cropped around its centre of interest (libvips'
 * attention strategy: skin, saturation, edges), or the person's avatar and name, or the title, on the
 * brand's colour; the paper's logo in a white corner, as the Guardian's cards carry theirs.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { CARD_SIZE, SQUARE_CARD_SIZE, type ShareCard } from './shareCard';

export interface CardBrand {
  /** The paper's colour (#rrggbb). */
  color: string;
  /** The logo's bytes (any picture sharp reads, SVG included), or its name when there is none. */
  logo?: Buffer;
  name: string;
}

/** A picture of the card, fetched: at most this long and this large. */
export const PICTURE_TIMEOUT_MS = 5000;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

const FONT = 'Noto Sans CJK SC, Noto Sans, sans-serif';
const MARGIN = 56;

/** Fetches a picture for a card; undefined when it is not there, too large or not a picture. */
export async function fetchPicture(url: string): Promise<Buffer | undefined> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    const type = answer.headers.get('content-type') ?? '';
    const length = Number(answer.headers.get('content-length') ?? 0);
    if (!answer.ok || !type.startsWith('image/') || length > PICTURE_MAX_BYTES) return undefined;
    const bytes = Buffer.from(await answer.arrayBuffer());
    return bytes.byteLength <= PICTURE_MAX_BYTES ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** White or near-black, whichever reads on the colour. */
function inkOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#121212' : '#ffffff';
}

function markup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A block of text at most `width` wide, at `size` px, smaller when it would be taller than `height`. */
async function textBlock(
  text: string,
  options: { width: number; height: number; size: number; color: string; bold?: boolean; align?: 'left' | 'centre' },
) {
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: `<span foreground="${options.color}">${markup(text)}</span>`,
        font: `${FONT} ${options.bold ? 'Bold' : ''} ${options.size}`,
        width: options.width,
        ...(fit ? { height: options.height } : { dpi: 72 }),
        align: options.align === 'centre' ? 'centre' : 'left',
        wrap: 'word-char',
        spacing: Math.round(options.size * 0.25),
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const drawn = await render(false);
  return drawn.info.height <= options.height ? drawn : render(true);
}

/** The logo in a white rounded corner, bottom right. */
async function logoCorner(brand: CardBrand, card: { width: number; height: number }) {
  const height = card.width > 700 ? 76 : 60;
  const inner = height - 28;
  const logo = brand.logo
    ? await sharp(brand.logo, { density: 300 })
        .resize({ height: inner, width: 280, fit: 'inside' })
        .png()
        .toBuffer({ resolveWithObject: true })
        .catch(() => undefined)
    : undefined;
  const mark =
    logo ??
    (await textBlock(brand.name, {
      width: 320,
      height: inner,
      size: Math.round(inner * 0.6),
      color: brand.color,
      bold: true,
    }));
  const width = mark.info.width + 36;
  const plate = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${height / 2}" fill="#ffffff"/></svg>`,
  );
  const left = card.width - width - 28;
  const top = card.height - height - 28;
  return [
    { input: plate, left, top },
    { input: mark.data, left: left + 18, top: top + Math.round((height - mark.info.height) / 2) },
  ];
}

/** A round avatar of `size` px (a disc of `placeholder` when there is no picture). */
async function roundAvatar(picture: Buffer | undefined, size: number, placeholder: string) {
  const disc = (fill: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}"/></svg>`,
    );
  const face = picture
    ? await sharp(picture)
        .rotate()
        .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
        .composite([{ input: disc('#ffffff'), blend: 'dest-in' }])
        .png()
        .toBuffer()
        .catch(() => undefined)
    : undefined;
  return face ?? disc(placeholder);
}

/** The card as a JPEG. */
export async function drawShareCard(
  card: ShareCard,
  { square, brand, picture }: { square: boolean; brand: CardBrand; picture?: Buffer },
): Promise<Buffer> {
  const size = square ? SQUARE_CARD_SIZE : CARD_SIZE;
  const ink = inkOn(brand.color);
  const layers: OverlayOptions[] = [];
  let base = sharp({ create: { ...size, channels: 3, background: brand.color } });

  const photo =
    card.kind === 'picture' && picture
      ? await sharp(picture)
          .rotate()
          .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
          .toBuffer()
          .catch(() => undefined)
      : undefined;
  if (photo) base = sharp(photo);
  else if (card.kind === 'person') {
    const avatarSize = square ? 240 : 300;
    const avatar = await roundAvatar(picture, avatarSize, ink === '#ffffff' ? '#ffffff33' : '#00000022');
    const textWidth = square ? size.width - 2 * MARGIN : size.width - avatarSize - 3 * MARGIN - 40;
    const name = await textBlock(card.name, {
      width: textWidth,
      height: square ? 120 : 200,
      size: 64,
      color: ink,
      bold: true,
      align: square ? 'centre' : 'left',
    });
    const about = card.about
      ? await textBlock(card.about, {
          width: textWidth,
          height: square ? 90 : 150,
          size: 34,
          color: ink,
          align: square ? 'centre' : 'left',
        })
      : undefined;
    const textHeight = name.info.height + (about ? 24 + about.info.height : 0);
    if (square) {
      const top = Math.max(MARGIN, Math.round((size.height - 90 - avatarSize - 36 - textHeight) / 2));
      layers.push({ input: avatar, left: (size.width - avatarSize) / 2, top });
      const textTop = top + avatarSize + 36;
      layers.push({ input: name.data, left: Math.round((size.width - name.info.width) / 2), top: textTop });
      if (about)
        layers.push({
          input: about.data,
          left: Math.round((size.width - about.info.width) / 2),
          top: textTop + name.info.height + 24,
        });
    } else {
      const left = MARGIN + 40;
      layers.push({ input: avatar, left, top: Math.round((size.height - avatarSize) / 2) - 20 });
      const textLeft = left + avatarSize + MARGIN;
      const textTop = Math.round((size.height - textHeight) / 2) - 20;
      layers.push({ input: name.data, left: textLeft, top: textTop });
      if (about) layers.push({ input: about.data, left: textLeft, top: textTop + name.info.height + 24 });
    }
  } else {
    // the title, large when short, in the middle of the space above the logo
    const short = card.title.length <= 16;
    const area = size.height - 2 * MARGIN - 110;
    const title = await textBlock(card.title, {
      width: size.width - 2 * MARGIN,
      height: area,
      size: (square ? 52 : 64) + (short ? 16 : 0),
      color: ink,
      bold: true,
    });
    layers.push({
      input: title.data,
      left: MARGIN,
      top: MARGIN + Math.max(0, Math.round((area - title.info.height) / 2)),
    });
  }
  layers.push(...(await logoCorner(brand, size)));
  return base.composite(layers).jpeg({ quality: 84, progressive: true, mozjpeg: true }).toBuffer();
}
