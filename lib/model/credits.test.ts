import { CREDIT_ROLES, type CreditRole } from './articleTypes';
import { creditLines } from './credits';

const blank = Object.fromEntries(CREDIT_ROLES.map((role) => [role, ''])) as Record<CreditRole, string>;

describe('creditLines', () => {
  it('lists filled roles in the spec order, skipping blanks and skipped roles', () => {
    const article = {
      ...blank,
      lastChecker: '王',
      editor: '刘佳',
      source: '澜海日报',
      photographer: '  ',
      proofreader: '何静',
    };
    expect(creditLines(article)).toEqual([
      { role: 'source', name: '澜海日报' },
      { role: 'editor', name: '刘佳' },
      { role: 'proofreader', name: '何静' },
      { role: 'lastChecker', name: '王' },
    ]);
    expect(creditLines(article, ['source']).map((line) => line.role)).toEqual(['editor', 'proofreader', 'lastChecker']);
  });
});
