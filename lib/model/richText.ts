/**
 * CMS HTML outside an article (an activity's, a product's, a notice's text), sanitised once by its loader.
 * The brand makes RichText accept nothing else: a string straight from the platform does not type-check.
 */
import { sanitizeArticleHtml } from '../html/sanitize';
import { securityOptionsFromEnv } from '../security/headers';

export type SafeHtml = string & { readonly __sanitised: unique symbol };

export function safeHtml(html: string): SafeHtml {
  return sanitizeArticleHtml(html, { iframeHosts: securityOptionsFromEnv().iframeHosts }) as SafeHtml;
}

/** The item with its `content` sanitised. */
export function withSafeContent<T extends { content: string }>(item: T): Omit<T, 'content'> & { content: SafeHtml } {
  return { ...item, content: safeHtml(item.content) };
}
