/** Credit lines of an article, in the order the spec lists the roles, skipping empty ones. */
import { CREDIT_ROLES, type ArticleContent, type CreditRole } from '../schemas/article';

export interface CreditLine {
  role: CreditRole;
  name: string;
}

export function creditLines(article: Pick<ArticleContent, CreditRole>, skip: CreditRole[] = []): CreditLine[] {
  return CREDIT_ROLES.filter((role) => !skip.includes(role))
    .map((role) => ({ role, name: article[role].trim() }))
    .filter((line) => line.name.length > 0);
}
