/** Credit lines of an article, in the order the spec lists the roles, skipping empty ones. */
import type { ArticleContent } from '../schemas/article';
import { CREDIT_ROLES, type CreditRole } from './articleTypes';

export interface CreditLine {
  role: CreditRole;
  name: string;
}

export function creditLines(article: Pick<ArticleContent, CreditRole>, skip: CreditRole[] = []): CreditLine[] {
  return CREDIT_ROLES.filter((role) => !skip.includes(role))
    .map((role) => ({ role, name: article[role].trim() }))
    .filter((line) => line.name.length > 0);
}
