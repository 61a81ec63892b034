/**
 * A page's share card: the picture crawlers and messaging apps show for it (og:image), 1200×630, and its
 * square variant for WeChat (600×600), made by app/share-card/[file]/route.ts (lib/share/drawShareCard.ts).
 * Its address carries what it shows (the content's picture, or the person's avatar and name, or the
 * title), signed with this server's secret, so the card changes address when the content does (every cache
 * keeps a card for good) and nobody else can have this site draw a card of their making. docs/share-cards.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const CARD_SIZE = { width: 1200, height: 630 };
export const SQUARE_CARD_SIZE = { width: 600, height: 600 };

/** The longest text a card takes (a title is cut to the share limit before). */
export const SHARE_CARD_TEXT_MAX = 200;
const MAX_URL = 1000;

const webAddress = z
  .string()
  .max(MAX_URL)
  .regex(/^https?:\/\//i);
const cardText = z.string().min(1).max(SHARE_CARD_TEXT_MAX);

export const ShareCardSchema = z.discriminatedUnion('kind', [
  // the content's picture, cropped around its centre of interest (the title is what it falls back to)
  z.object({ kind: z.literal('picture'), picture: webAddress, title: cardText }),
  // a person or an account: the avatar and the name (and what they are) on the brand's colour
  z.object({ kind: z.literal('person'), name: cardText, about: cardText.optional(), avatar: webAddress.optional() }),
  // no picture: the title on the brand's colour
  z.object({ kind: z.literal('title'), title: cardText }),
]);
export type ShareCard = z.infer<typeof ShareCardSchema>;

/** The secret the addresses are signed with (the webhook's when no card secret of its own is set). */
export function shareCardSecret(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.SHARE_CARD_SECRET || env.REVALIDATE_SECRET || undefined;
}

function encode(card: ShareCard): string {
  return Buffer.from(JSON.stringify(card)).toString('base64url');
}

function signature(payload: string, square: boolean, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${square ? 'square' : 'wide'}.${payload}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The card's path (without the base path): /share-card/{signature}.jpg?c={card}, or its square variant. */
export function shareCardPath(card: ShareCard, secret: string, { square = false } = {}): string {
  const payload = encode(card);
  return `/share-card/${signature(payload, square, secret)}${square ? '-square' : ''}.jpg?c=${payload}`;
}

/** What a card's address asks for, when this server signed it; undefined for anything else. */
export function readShareCard(
  file: string,
  payload: string | null,
  secret: string,
): { card: ShareCard; square: boolean } | undefined {
  const named = /^([A-Za-z0-9_-]{32})(-square)?\.jpg$/.exec(file);
  if (!named || !payload || payload.length > 4 * MAX_URL) return undefined;
  const square = Boolean(named[2]);
  const expected = Buffer.from(signature(payload, square, secret));
  const given = Buffer.from(named[1]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const card = ShareCardSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return card.success ? { card: card.data, square } : undefined;
  } catch {
    return undefined;
  }
}
