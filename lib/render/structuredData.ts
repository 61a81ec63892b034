/**
 * Structured data of the screens that are not one article (a profile, a post, a question and answer, a
 * short video): the builders of lib/share/jsonLd.ts with this deployment's address and the language of
 * the page's content (readScreen found it; the reader's, `locale`, outside a page of one content).
 */
import { readRuntimeConfig } from '../env';
import type { Locale } from '../i18n/locales';
import { contentTag, currentContentLocale } from './readScreen';
import { postingJsonLd, profileJsonLd, qaPageJsonLd, shortVideoJsonLd } from '../share/jsonLd';

export function profileStructuredData(profile: Parameters<typeof profileJsonLd>[0], path: string, locale: Locale) {
  return profileJsonLd(profile, path, readRuntimeConfig(), inLanguage(locale));
}

export function postingStructuredData(post: Parameters<typeof postingJsonLd>[0], path: string, locale: Locale) {
  return postingJsonLd(post, path, readRuntimeConfig(), inLanguage(locale));
}

export function qaStructuredData(qa: Parameters<typeof qaPageJsonLd>[0], path: string, locale: Locale) {
  return qaPageJsonLd(qa, path, readRuntimeConfig(), inLanguage(locale));
}

export function shortVideoStructuredData(video: Parameters<typeof shortVideoJsonLd>[0], path: string, locale: Locale) {
  return shortVideoJsonLd(video, path, readRuntimeConfig(), inLanguage(locale));
}

function inLanguage(locale: Locale): string {
  const contentLocale = currentContentLocale();
  return contentTag(contentLocale ? { locale, contentLocale } : { locale });
}
