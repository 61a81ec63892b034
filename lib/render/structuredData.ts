/**
 * Structured data of the screens that are not one article (a profile, a post, a question and answer, a
 * short video): the builders of lib/share/jsonLd.ts with this deployment's address and the screen's language.
 */
import { readRuntimeConfig } from '../env';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { postingJsonLd, profileJsonLd, qaPageJsonLd, shortVideoJsonLd } from '../share/jsonLd';

export function profileStructuredData(profile: Parameters<typeof profileJsonLd>[0], path: string, locale: Locale) {
  return profileJsonLd(profile, path, readRuntimeConfig(), LOCALE_INFO[locale].tag);
}

export function postingStructuredData(post: Parameters<typeof postingJsonLd>[0], path: string, locale: Locale) {
  return postingJsonLd(post, path, readRuntimeConfig(), LOCALE_INFO[locale].tag);
}

export function qaStructuredData(qa: Parameters<typeof qaPageJsonLd>[0], path: string, locale: Locale) {
  return qaPageJsonLd(qa, path, readRuntimeConfig(), LOCALE_INFO[locale].tag);
}

export function shortVideoStructuredData(video: Parameters<typeof shortVideoJsonLd>[0], path: string, locale: Locale) {
  return shortVideoJsonLd(video, path, readRuntimeConfig(), LOCALE_INFO[locale].tag);
}
