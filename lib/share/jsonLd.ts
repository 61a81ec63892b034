/**
 * Structured data (schema.org JSON-LD) beside the share tags: NewsArticle for articles and image sets,
 * VideoObject for videos, LiveBlogPosting for live broadcasts, CollectionPage for special topics. Built
 * from the same inputs as buildShareMetadata (title cut, description stripped, absolute addresses).
 */
import { ARTICLE_TYPES } from '../model/articleTypes';
import { shareDescription } from '../model/share';
import { parsePlatformTime } from '../model/time';
import type { ArticleContent } from '../schemas/article';
import { absoluteUrl, type ShareSite } from './buildShareMetadata';
import { appPath } from '../routing/routes';

export type JsonLd = Record<string, unknown>;

function iso(value: string): string | undefined {
  return parsePlatformTime(value)?.toISOString();
}

export function articleJsonLd(
  article: ArticleContent,
  path: string,
  site: ShareSite & { logo?: string },
  inLanguage: string,
): JsonLd {
  const url = absoluteUrl(site, path);
  const headline = article.title.slice(0, 110);
  const description = shareDescription(article.abstract || article.description || article.content) || undefined;
  const images = [article.sharePicture, article.bigPicture, ...article.pictures.map((pic) => pic.url)].filter((value) =>
    /^https?:\/\//.test(value ?? ''),
  );
  const published = iso(article.published);
  const publisher = {
    '@type': 'NewsMediaOrganization',
    name: site.siteName,
    ...(site.logo ? { logo: { '@type': 'ImageObject', url: site.logo } } : {}),
  };
  // a reporter's byline leads to their page (reporter/:id), which names them and lists their work
  const author = article.reporter?.name
    ? {
        '@type': 'Person',
        name: article.reporter.name,
        ...(article.reporter.id ? { url: absoluteUrl(site, appPath('reporter', { id: article.reporter.id })) } : {}),
      }
    : { '@type': 'Organization', name: article.source || site.siteName };
  const base = { '@context': 'https://schema.org', url, inLanguage, mainEntityOfPage: url };
  switch (article.type) {
    case ARTICLE_TYPES.video:
      return {
        ...base,
        '@type': 'VideoObject',
        name: headline,
        description: description ?? headline,
        thumbnailUrl: images.length ? images : undefined,
        uploadDate: published,
        ...(article.video?.url ? { contentUrl: article.video.url } : {}),
        ...(article.video?.duration ? { duration: `PT${article.video.duration}S` } : {}),
        publisher,
      };
    case ARTICLE_TYPES.live:
      return {
        ...base,
        '@type': 'LiveBlogPosting',
        headline,
        description,
        image: images,
        datePublished: published,
        coverageStartTime: published,
        author,
        publisher,
      };
    case ARTICLE_TYPES.specialTopic:
      return {
        ...base,
        '@type': 'CollectionPage',
        name: headline,
        description,
        image: images,
        hasPart: article.topicGroups.flatMap((group) =>
          group.list.map((item) => ({ '@type': 'NewsArticle', headline: item.title })),
        ),
      };
    default:
      return {
        ...base,
        '@type': 'NewsArticle',
        headline,
        description,
        image: images,
        datePublished: published,
        // the platform's article content has no time of change: the publication is the last one
        dateModified: published,
        author,
        publisher,
        ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
        ...(article.wordCount ? { wordCount: article.wordCount } : {}),
      };
  }
}

/** JSON for a <script> element: "<" escaped, so no text inside can close the script. */
export function scriptJson(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The opening of a page's structured data: its type, absolute address and language. */
function pageHead(type: string, path: string, site: Pick<ShareSite, 'publicUrl' | 'basePath'>, inLanguage: string) {
  const url = absoluteUrl(site, path);
  return { url, head: { '@context': 'https://schema.org', '@type': type, url, inLanguage } };
}

/**
 * A profile page (ProfilePage): a media account as an Organization, a reporter as a Person, with its
 * followers counted (InteractionCounter of FollowAction).
 */
export function profileJsonLd(
  profile: { kind: 'Organization' | 'Person'; name: string; description: string; image: string; followers: number },
  path: string,
  site: Pick<ShareSite, 'publicUrl' | 'basePath'>,
  inLanguage: string,
): JsonLd {
  const { url, head } = pageHead('ProfilePage', path, site, inLanguage);
  return {
    ...head,
    mainEntity: {
      '@type': profile.kind,
      name: profile.name,
      ...(profile.description ? { description: shareDescription(profile.description) } : {}),
      ...(/^https?:\/\//.test(profile.image) ? { image: profile.image } : {}),
      url,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/FollowAction',
        userInteractionCount: profile.followers,
      },
    },
  };
}

/**
 * A short post by its author: a reporter's dynamic (SocialMediaPosting), or a post in a circle
 * (DiscussionForumPosting, part of its circle, with its likes and comments).
 */
export function postingJsonLd(
  post: {
    text: string;
    published: string;
    author: string;
    authorPath: string;
    images: string[];
    forum?: { name: string; path: string; likes: number; comments: number };
  },
  path: string,
  site: Pick<ShareSite, 'publicUrl' | 'basePath'>,
  inLanguage: string,
): JsonLd {
  const { head } = pageHead(post.forum ? 'DiscussionForumPosting' : 'SocialMediaPosting', path, site, inLanguage);
  const counter = (type: string, count: number) => ({
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${type}`,
    userInteractionCount: count,
  });
  return {
    ...head,
    headline: shareDescription(post.text, 110),
    articleBody: post.text,
    // a posting needs one of text, image and video: its words are its text
    text: post.text,
    datePublished: iso(post.published),
    author: { '@type': 'Person', name: post.author, url: absoluteUrl(site, post.authorPath) },
    ...(post.images.length ? { image: post.images.filter((image) => /^https?:\/\//.test(image)) } : {}),
    ...(post.forum
      ? {
          isPartOf: { '@type': 'WebPage', name: post.forum.name, url: absoluteUrl(site, post.forum.path) },
          interactionStatistic: [
            counter('LikeAction', post.forum.likes),
            counter('CommentAction', post.forum.comments),
          ],
        }
      : {}),
  };
}

/** A question and its accepted answer (QAPage), when it has one. */
export function qaPageJsonLd(
  qa: {
    question: string;
    text?: string;
    asker: string;
    asked: string;
    answer: string;
    answerer: string;
    /** Who answers: a department (default) or a person (a 问吧 guest). */
    answererType?: 'Organization' | 'Person';
    answered: string;
  },
  path: string,
  site: Pick<ShareSite, 'publicUrl' | 'basePath'>,
  inLanguage: string,
): JsonLd {
  const { url, head } = pageHead('QAPage', path, site, inLanguage);
  return {
    ...head,
    mainEntity: {
      '@type': 'Question',
      name: shareDescription(qa.question, 110),
      text: qa.text || qa.question,
      dateCreated: iso(qa.asked),
      author: { '@type': 'Person', name: qa.asker },
      answerCount: qa.answer ? 1 : 0,
      ...(qa.answer
        ? {
            acceptedAnswer: {
              '@type': 'Answer',
              text: qa.answer,
              dateCreated: iso(qa.answered),
              url,
              author: { '@type': qa.answererType ?? 'Organization', name: qa.answerer },
            },
          }
        : {}),
    },
  };
}

/** A short video (VideoObject): its cover, upload date, length, stream and plays. */
export function shortVideoJsonLd(
  video: {
    title: string;
    description: string;
    cover: string;
    published: string;
    duration: number;
    contentUrl: string;
    author: string;
    plays: number;
  },
  path: string,
  site: Pick<ShareSite, 'publicUrl' | 'basePath'>,
  inLanguage: string,
): JsonLd {
  const { head } = pageHead('VideoObject', path, site, inLanguage);
  return {
    ...head,
    name: shareDescription(video.title, 110),
    description: shareDescription(video.description || video.title),
    ...(/^https?:\/\//.test(video.cover) ? { thumbnailUrl: [video.cover] } : {}),
    uploadDate: iso(video.published),
    ...(video.duration ? { duration: `PT${video.duration}S` } : {}),
    contentUrl: video.contentUrl,
    author: { '@type': 'Person', name: video.author },
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/WatchAction',
      userInteractionCount: video.plays,
    },
  };
}

/** Where a page sits (BreadcrumbList): home first, the page last, each with its name and address. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * What a live broadcast adds to its LiveBlogPosting (Google's live badge): when its coverage started and,
 * once ended, ended; its newest reports as BlogPosting updates.
 */
export function liveBlogJsonLd(live: {
  status: number;
  startTime: string;
  reports: { content: string; time: string; reporter: string }[];
}): JsonLd {
  const updates = live.reports.slice(0, 20);
  const start = iso(live.startTime);
  const newest = updates.map((report) => iso(report.time)).find(Boolean);
  return {
    ...(start ? { coverageStartTime: start } : {}),
    // changed with each report: the newest one's time
    ...(newest || start ? { dateModified: newest ?? start } : {}),
    // a broadcast that has ended ended with its last report (or, without any, where it started)
    ...(live.status === 2 ? { coverageEndTime: newest ?? start } : {}),
    liveBlogUpdate: updates.map((report) => ({
      '@type': 'BlogPosting',
      headline: shareDescription(report.content, 110),
      articleBody: report.content,
      datePublished: iso(report.time),
      ...(report.reporter ? { author: { '@type': 'Person', name: report.reporter } } : {}),
    })),
  };
}
