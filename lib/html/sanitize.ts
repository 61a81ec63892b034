/**
 * CMS article HTML, made safe on the server with an allowlist: no script or style, no event attributes,
 * only http(s) links and pictures, iframes only from configured hosts. Pictures load lazily and keep
 * their width/height so the page does not jump.
 */
import sanitizeHtml from 'sanitize-html';

export interface SanitizeOptions {
  /** Hosts whose iframes are allowed (exact host names). */
  iframeHosts?: string[];
}

const TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'video',
  'audio',
  'source',
  'iframe',
  'section',
  'article',
  'pre',
  'code',
];

/**
 * The body's headings start at h2, under the page's h1 title, keeping their order: CMS markup that leads
 * with h3 (the usual subheading) moves up a level, so a screen reader's outline has no gap. Works on
 * sanitised HTML, where a "<h3" can only be a tag.
 */
export function levelHeadings(clean: string): string {
  const levels = [...clean.matchAll(/<h([2-6])[\s>]/g)].map((match) => Number(match[1]));
  const shift = levels.length ? Math.min(...levels) - 2 : 0;
  if (shift === 0) return clean;
  return clean.replace(
    /<(\/?)h([2-6])(?=[\s>])/g,
    (_tag, close: string, level: string) => `<${close}h${Number(level) - shift}`,
  );
}

export interface SanitizedArticle {
  html: string;
  /**
   * The address of the body's first picture (the one fetched at once), when it is an http(s) one: the page
   * preloads it from <head>, so it is asked for before the body is parsed and is usually there for the first
   * paint.
   */
  leadImage?: string;
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  return sanitizeArticle(html, options).html;
}

export function sanitizeArticle(html: string, options: SanitizeOptions = {}): SanitizedArticle {
  const iframeHosts = options.iframeHosts ?? [];
  let images = 0;
  let leadImage: string | undefined;
  const clean = sanitizeHtml(html, {
    allowedTags: iframeHosts.length ? TAGS : TAGS.filter((tag) => tag !== 'iframe'),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'fetchpriority'],
      video: ['src', 'poster', 'controls', 'width', 'height', 'playsinline', 'preload'],
      audio: ['src', 'controls', 'preload'],
      source: ['src', 'type'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'loading', 'sandbox'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      '*': ['class'],
    },
    allowedClasses: { '*': ['center', 'right', 'caption', 'quote'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: {
      img: ['http', 'https', 'data'],
      video: ['http', 'https'],
      audio: ['http', 'https'],
      source: ['http', 'https'],
    },
    allowedIframeHostnames: iframeHosts,
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
    transformTags: {
      // the first picture is usually on the first screen (often the largest paint): fetched at once
      img: (tagName, attribs) => {
        const first = images++ === 0;
        if (first && /^https?:\/\//i.test(attribs.src ?? '')) leadImage = attribs.src;
        return {
          tagName,
          attribs: {
            ...attribs,
            ...(first
              ? { loading: 'eager', fetchpriority: 'high', decoding: 'sync' }
              : { loading: 'lazy', decoding: 'async' }),
          },
        };
      },
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}) },
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', sandbox: 'allow-scripts allow-same-origin allow-presentation' },
      }),
    },
  });
  return { html: levelHeadings(clean), ...(leadImage ? { leadImage } : {}) };
}
