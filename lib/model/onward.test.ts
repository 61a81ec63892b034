import { articleListSchema } from '../schemas/article';
import { fixture } from '@/tests/utils/fixtures';
import { onwardLists } from './onward';

const related = fixture('related-10001', articleListSchema).list;
const recommended = fixture('recommend-10001', articleListSchema).list;

describe('onwardLists', () => {
  it('lists the related articles, then the recommended ones not already listed', () => {
    const lists = onwardLists(related, recommended);
    expect(lists.map((list) => list.key)).toEqual(['related', 'recommended']);
    expect(lists[0]!.articles).toEqual(related);
    const relatedIds = new Set(related.map((article) => article.id));
    expect(recommended.some((article) => relatedIds.has(article.id))).toBe(true);
    expect(lists[1]!.articles.map((article) => article.id)).toEqual(
      recommended.map((article) => article.id).filter((id) => !relatedIds.has(id)),
    );
  });

  it('leaves out an empty list', () => {
    expect(onwardLists([], recommended).map((list) => list.key)).toEqual(['recommended']);
    expect(onwardLists(related, related)).toEqual([{ key: 'related', articles: related }]);
    expect(onwardLists([], [])).toEqual([]);
  });
});
