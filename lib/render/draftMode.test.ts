import { editorsPage } from './draftMode';

describe('editorsPage (where app/api/draft may send a browser back to)', () => {
  it('takes a page of ours in an editor’s context', () => {
    expect(editorsPage('/newsDetail/1/10151.html?yl=1&previewToken=a.b.c')?.pathname).toBe('/newsDetail/1/10151.html');
    expect(editorsPage('/aboutUs.html?%79l=1')?.search).toBe('?%79l=1');
    expect(editorsPage('/home.html?cms=1')).toBeDefined();
  });

  it('refuses another site, a page that is none of ours, and a reader’s page', () => {
    for (const to of [
      null,
      '',
      'https://evil.example/newsDetail/1/2.html?yl=1',
      '//evil.example/newsDetail/1/2.html?yl=1',
      '/\\evil.example/newsDetail/1/2.html?yl=1',
      '/api/session?yl=1',
      '/nothing.html?yl=1',
      '/newsDetail/1/2.html',
      `/newsDetail/1/2.html?yl=1&x=${'a'.repeat(5000)}`,
    ])
      expect({ to, page: editorsPage(to) }).toEqual({ to, page: undefined });
  });
});
