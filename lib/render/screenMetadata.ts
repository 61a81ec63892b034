/**
 * Share tags of the screens that are not one article (lists, paper, notices…): the site's name, addresses
 * and default picture around buildShareMetadata, so every content route goes through the same builder.
 */
import type { Metadata } from 'next';
import { loadSiteConfig } from '../api/siteConfig';
import type { ReadingContext } from '../context';
import { currentContentLocale, currentContext } from './readScreen';
import { readRuntimeConfig } from '../env';
import { chooseLocale } from '../i18n/locales';
import { shareCardSecret } from '../share/shareCard';
import { buildShareMetadata, type ShareInput } from '../share/buildShareMetadata';

/** Share titles are cut to the messaging app's limit inside it, to the global one elsewhere (spec §5). */
export function shareTitleMax(limits: { weixin: number; global: number }, context: ReadingContext | undefined): number {
  return context?.wechat ? limits.weixin : limits.global;
}

/** A screen's share tags, in its content's language on a page of one content (readScreen found it). */
export async function screenMetadata(input: ShareInput): Promise<Metadata> {
  const config = await loadSiteConfig();
  const runtime = readRuntimeConfig();
  const contentLocale = currentContentLocale();
  return buildShareMetadata(
    {
      titleMax: shareTitleMax(config.siteConfig.shareTitleMax, currentContext()),
      ...(contentLocale ? { contentLocale } : {}),
      ...input,
    },
    {
      siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
      publicUrl: runtime.publicUrl,
      basePath: runtime.basePath,
      defaultImage: config.siteConfig.defaultSharePic,
      cardSecret: shareCardSecret(),
      siteLocale: chooseLocale({ configured: config.locale }),
    },
  );
}

/** A list screen's share tags: its title, the titles it lists as description, its first picture. */
export function listMetadata(
  title: string,
  list: { title: string; bigPicture: string }[],
  path: string,
  locale: ShareInput['locale'],
  description?: string,
): Promise<Metadata> {
  return screenMetadata({
    title,
    description: description || list.map((item) => item.title).join(' · '),
    images: [list.find((item) => item.bigPicture)?.bigPicture],
    path,
    locale,
  });
}
