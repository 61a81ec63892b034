/** CMS HTML outside an article (products, notices, activities), sanitised by its loader, set in the article body's type. */
import type { SafeHtml } from '@/lib/model/richText';
import article from '../article/article.module.css';

export function RichText({ html, testId }: { html: SafeHtml; testId?: string }) {
  return html ? <div className={article.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
