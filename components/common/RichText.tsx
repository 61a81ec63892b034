/** CMS HTML outside an article (products, notices): sanitised on the server, set in the article body's type. */
import { sanitizeArticleHtml } from '@/lib/html/sanitize';
import { securityOptionsFromEnv } from '@/lib/security/headers';
import article from '../article/article.module.css';

export function RichText({ html, testId }: { html: string; testId?: string }) {
  const clean = sanitizeArticleHtml(html, { iframeHosts: securityOptionsFromEnv().iframeHosts });
  return clean ? (
    <div className={article.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : null;
}
