/**
 * The one place for share tags (house style §4): every content route's generateMetadata calls this.
 * og: and twitter: tags, weibo:type, canonical, with absolute URLs and a picture of at least 1200x630
 * when the content has one (sharePicUrl, then the largest picture, then the site's default).
 */
import type { Metadata } from 'next';
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales';
import { shareDescription, truncateDoubleByte } from '../model/share';
import { isIndexable } from '../seo/indexable';
import { SQUARE_CARD_META } from './targets';
import { CARD_SIZE, SHARE_CARD_TEXT_MAX, shareCardPath, type ShareCard } from './shareCard';

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

export interface ShareInput {
  title: string;
  /** HTML or text: markup is stripped and the text cut to 100 characters. */
  description?: string;
  /** Candidate pictures, best first; the first non-empty one is used. */
  images?: (ShareImage | string | undefined | null)[];
  /** The public path of the page, e.g. /newsDetail/5/123.html (without base path). */
  path: string;
  type?: 'website' | 'article' | 'video.other';
  /** The reader's language. */
  locale: Locale;
  /**
   * On a page of one content, that content's language: og:locale says it, and the page has one address
   * (the canonical, without ?lang=) and names no other languages, as the interface's languages do not
   * make the content another language's page. Absent where the content is the interface (home, lists).
   */
  contentLocale?: Locale;
  publishedTime?: Date;
  /** Titles are cut to this many double-byte units (0 = no limit). */
  titleMax?: number;
  /** The page may not be shared (shareClosed): no share tags, not indexed. */
  shareClosed?: boolean;
  /** The page's RSS feed (home, columns): named in <head> for feed readers. */
  feed?: { title: string; path: string };
  /**
   * The person or account a page is of (a profile, or a post or dynamic of theirs): without a picture of
   * the content, the share card shows their avatar and name.
   */
  person?: { name: string; about?: string; avatar?: string };
}

export interface ShareSite {
  siteName: string;
  /** Front end public address without base path. */
  publicUrl: string;
  basePath: string;
  defaultImage?: string;
  /**
   * The secret share cards are signed with (lib/share/shareCard.ts): given, og:image is the page's card
   * (1200×630, and its square variant for WeChat); without, the content's picture as it comes.
   */
  cardSecret?: string;
  /**
   * The site's own language (a reader without a choice reads it): its pages' addresses carry no ?lang=;
   * given, every page names its other languages for crawlers (hreflang, x-default the address without).
   */
  siteLocale?: Locale;
}

export const DEFAULT_IMAGE_SIZE = { width: 1200, height: 630 };

export function absoluteUrl(site: Pick<ShareSite, 'publicUrl' | 'basePath'>, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${site.publicUrl}${site.basePath}${path.startsWith('/') ? path : `/${path}`}`;
}

export function pickShareImage(images: ShareInput['images'], fallback?: string): ShareImage | undefined {
  for (const image of images ?? []) {
    if (!image) continue;
    const candidate = typeof image === 'string' ? { url: image } : image;
    if (candidate.url && /^https?:\/\//i.test(candidate.url)) return candidate;
  }
  return fallback ? { url: fallback, ...DEFAULT_IMAGE_SIZE } : undefined;
}

export function buildShareMetadata(input: ShareInput, site: ShareSite): Metadata {
  const title = truncateDoubleByte(input.title || site.siteName, input.titleMax ?? 0);
  const description = shareDescription(input.description);
  const address = absoluteUrl(site, input.path);
  // the page in a language (?lang=, as readers choose one): its own address in the site's language
  const inLocale = (locale: Locale) =>
    !site.siteLocale || locale === site.siteLocale
      ? address
      : `${address}${address.includes('?') ? '&' : '?'}lang=${locale}`;
  const url = input.contentLocale ? address : inLocale(input.locale);
  const metadata: Metadata = {
    title,
    description: description || undefined,
    alternates: {
      canonical: url,
      ...(site.siteLocale && !input.contentLocale
        ? {
            languages: {
              ...Object.fromEntries(LOCALES.map((locale) => [LOCALE_INFO[locale].tag, inLocale(locale)])),
              'x-default': address,
            },
          }
        : {}),
      ...(input.feed
        ? { types: { 'application/rss+xml': [{ url: absoluteUrl(site, input.feed.path), title: input.feed.title }] } }
        : {}),
    },
  };
  if (!isIndexable(input)) return { ...metadata, robots: { index: false, follow: true } };
  const cards = site.cardSecret ? shareCardAddresses(shareCardOf(input, title), site.cardSecret, site) : undefined;
  const image = cards ? { url: cards.wide, ...CARD_SIZE } : pickShareImage(input.images, site.defaultImage);
  // a size is stated only when it is known (a picture of unknown size is not claimed to be 1200×630)
  const images = image
    ? [
        image.width && image.height
          ? { url: image.url, width: image.width, height: image.height, alt: title }
          : { url: image.url, alt: title },
      ]
    : undefined;
  const type = input.type ?? 'website';
  return {
    ...metadata,
    openGraph: {
      title,
      description: description || undefined,
      url,
      siteName: site.siteName,
      locale: LOCALE_INFO[input.contentLocale ?? input.locale].ogLocale,
      images,
      ...(type === 'article'
        ? { type: 'article', publishedTime: input.publishedTime?.toISOString() }
        : type === 'video.other'
          ? { type: 'video.other' }
          : { type: 'website' }),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description: description || undefined,
      images: image ? [image.url] : undefined,
    },
    other: {
      'weibo:type': type === 'video.other' ? 'video' : type === 'article' ? 'article' : 'webpage',
      // WeChat's share picture is square (lib/wechat/share.ts)
      ...(cards ? { [SQUARE_CARD_META]: cards.square } : {}),
    },
  };
}

/** A card's absolute addresses, wide and square. */
function shareCardAddresses(card: ShareCard, secret: string, site: Pick<ShareSite, 'publicUrl' | 'basePath'>) {
  return {
    wide: absoluteUrl(site, shareCardPath(card, secret)),
    square: absoluteUrl(site, shareCardPath(card, secret, { square: true })),
  };
}

/** What a page's card shows: its picture, else the person it is of, else its title. */
function shareCardOf(input: ShareInput, title: string): ShareCard {
  const cut = (text: string) => text.slice(0, SHARE_CARD_TEXT_MAX);
  const picture = pickShareImage(input.images);
  if (picture) return { kind: 'picture', picture: picture.url, title: cut(title) };
  const person = input.person;
  if (person?.name)
    return {
      kind: 'person',
      name: cut(person.name),
      ...(person.about ? { about: cut(person.about) } : {}),
      ...(person.avatar && /^https?:\/\//i.test(person.avatar) ? { avatar: person.avatar } : {}),
    };
  return { kind: 'title', title: cut(title) };
}
