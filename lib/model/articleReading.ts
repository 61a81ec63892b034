/**
 * An article as its screens draw it: what the platform sent, and what is made of its text once, by its
 * loader, before any render: the body sanitised (lib/html/sanitize.ts), the first picture on screen, the
 * reading time, the credits and the abstract unless the body opens with it. Components take this and
 * compute none of it.
 */
import { sanitizeArticle } from '../html/sanitize';
import type { ArticleContent } from '../schemas/article';
import { ARTICLE_TYPES } from './articleTypes';
import { creditLines, type CreditLine } from './credits';
import { readingMinutes } from './readingTime';
import { shareDescription } from './share';

export interface ArticleReading {
  /** The body as sanitised HTML ('' when there is none). */
  body: string;
  /** The first picture on screen, usually the largest paint: asked for from <head>. */
  leadImage?: string;
  /** Minutes of reading (0: not shown). */
  minutes: number;
  /** Who wrote, edited and photographed it, in the spec's order; the source is in the header. */
  credits: CreditLine[];
  /** The abstract, unless the body already opens with the same words. */
  abstract?: string;
}

export interface ArticleData {
  article: ArticleContent;
  reading: ArticleReading;
  /** Shown as a preview: fetched through the preview call and not (yet) published. */
  isPreview: boolean;
}

export function articleReading(article: ArticleContent, iframeHosts: readonly string[] = []): ArticleReading {
  const { html: body, leadImage } = article.content
    ? sanitizeArticle(article.content, { iframeHosts: [...iframeHosts] })
    : { html: '', leadImage: undefined };
  const abstract = article.abstract.trim();
  return {
    body,
    leadImage: article.type === ARTICLE_TYPES.imageSet ? article.pictures[0]?.url : leadImage,
    minutes: readingMinutes(article.wordCount, article.lang),
    credits: creditLines(article, ['source']),
    abstract: abstract && !shareDescription(body, 200).includes(abstract.slice(0, 24)) ? abstract : undefined,
  };
}

/** The view model of an article screen (its loader's answer; component tests make it the same way). */
export function articleData(
  article: ArticleContent,
  { isPreview = false, iframeHosts = [] }: { isPreview?: boolean; iframeHosts?: readonly string[] } = {},
): ArticleData {
  return { article, reading: articleReading(article, iframeHosts), isPreview };
}
