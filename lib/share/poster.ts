/**
 * The poster card (spec §2 share targets): a picture the reader saves and posts anywhere — the cover, the
 * title, the summary, the site's name and a QR code of the page's address. Drawn on a canvas in the
 * browser; the QR code library loads only here.
 */
export const POSTER = { width: 750, height: 1180, cover: 394, padding: 48, qr: 180 } as const;

export interface PosterInput {
  cover?: string;
  title: string;
  summary: string;
  url: string;
  siteName: string;
  caption: string;
  accent: string;
}

/** Lines of `text` that fit `width` (character by character: CJK has no spaces), at most `max` lines. */
export function wrapText(measure: (text: string) => number, text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of Array.from(text.replace(/\s+/g, ' ').trim())) {
    if (measure(line + char) > width && line) {
      lines.push(line);
      line = char.trim() ? char : '';
      if (lines.length === max) break;
    } else line += char;
  }
  if (lines.length < max && line) lines.push(line);
  else if (lines.length === max && (line || Array.from(text).length > lines.join('').length)) {
    const last = lines[max - 1]!;
    let cut = last;
    while (cut && measure(`${cut}…`) > width) cut = Array.from(cut).slice(0, -1).join('');
    lines[max - 1] = `${cut}…`;
  }
  return lines;
}

function loadImage(src: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    // the platform serves pictures with CORS: the canvas stays exportable
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

export async function drawPoster(input: PosterInput): Promise<Blob> {
  const { width, height, cover, padding, qr } = POSTER;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  const image = input.cover ? await loadImage(input.cover) : undefined;
  if (image) {
    // cover-fit the picture into the top band
    const scale = Math.max(width / image.naturalWidth, cover / image.naturalHeight);
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    context.drawImage(image, (width - w) / 2, (cover - h) / 2, w, h);
  } else {
    context.fillStyle = input.accent;
    context.fillRect(0, 0, width, cover);
  }

  const font = (size: number, weight = 400) =>
    `${weight} ${size}px "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif`;
  let y = cover + padding + 44;
  context.fillStyle = '#1a1a1a';
  context.font = font(42, 700);
  for (const line of wrapText((t) => context.measureText(t).width, input.title, width - padding * 2, 3)) {
    context.fillText(line, padding, y);
    y += 60;
  }
  y += 12;
  context.fillStyle = '#666666';
  context.font = font(28);
  for (const line of wrapText((t) => context.measureText(t).width, input.summary, width - padding * 2, 4)) {
    context.fillText(line, padding, y);
    y += 44;
  }

  // the foot: site name on the left, the QR code of the page on the right
  const footTop = height - qr - padding;
  context.fillStyle = '#ececec';
  context.fillRect(padding, footTop - 28, width - padding * 2, 2);
  const { default: QRCode } = await import('qrcode');
  const code = document.createElement('canvas');
  await QRCode.toCanvas(code, input.url, { width: qr, margin: 1, errorCorrectionLevel: 'M' });
  context.drawImage(code, width - padding - qr, footTop, qr, qr);
  context.fillStyle = input.accent;
  context.font = font(36, 700);
  context.fillText(input.siteName, padding, footTop + 60);
  context.fillStyle = '#8c8c8c';
  context.font = font(24);
  for (const [index, line] of wrapText(
    (t) => context.measureText(t).width,
    input.caption,
    width - padding * 3 - qr,
    2,
  ).entries())
    context.fillText(line, padding, footTop + 110 + index * 34);

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('poster not drawn'))), 'image/png'),
  );
}
