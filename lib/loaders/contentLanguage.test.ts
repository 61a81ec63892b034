/**
 * contentLocaleOf: a page of one content gets its content's language from its screen's call, kept a while;
 * other pages none; a content that is not there none; a platform that does not answer: the site's language.
 */
import type { ApiClient, CallSpec } from '../api/client';
import { ApiError } from '../api/errors';
import { CONTENT_LANGUAGE_TTL_MS, contentLocaleOf, forgetArticleLanguage } from './contentLanguage';

jest.mock('../api/server', () => ({ serverApi: () => undefined }));

/** A platform that answers each call by name, counting the calls. */
function platform(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const api = {
    call: async (spec: CallSpec<never>, params: Record<string, unknown>) => {
      calls.push(`${spec.name} ${JSON.stringify(params)}`);
      const answer = answers[spec.name];
      if (answer instanceof Error) throw answer;
      return answer ?? 'empty';
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('contentLocaleOf', () => {
  it('reads an article’s language from its own call, and keeps it until it is stale or changed', async () => {
    const { api, calls } = platform({ getArticleContent: { lang: 'en' } });
    const match = { route: 'newsDetail', params: { columnId: '102', id: '810109' } } as const;
    expect(await contentLocaleOf(match, 'cn', { api, now: 0 })).toBe('en');
    expect(calls).toEqual(['getArticleContent {"articleId":810109,"colID":102}']);
    expect(await contentLocaleOf(match, 'cn', { api, now: CONTENT_LANGUAGE_TTL_MS - 1 })).toBe('en');
    expect(calls).toHaveLength(1);
    expect(await contentLocaleOf(match, 'cn', { api, now: CONTENT_LANGUAGE_TTL_MS + 1 })).toBe('en');
    expect(calls).toHaveLength(2);
    forgetArticleLanguage(810109);
    await contentLocaleOf(match, 'cn', { api, now: CONTENT_LANGUAGE_TTL_MS + 2 });
    expect(calls).toHaveLength(3);
  });

  it('reads a post’s from its circle and a question’s from its topic', async () => {
    const { api } = platform({
      getPostDetail: { circle: { lang: 'en' } },
      getQuestionDetail: { topic: { lang: 'zh' } },
      getDynamicDetail: { lang: 'en' },
    });
    expect(await contentLocaleOf({ route: 'postDetail', params: { id: '808024' } }, 'cn', { api })).toBe('en');
    expect(await contentLocaleOf({ route: 'askDetail', params: { id: '80801' } }, 'en', { api })).toBe('cn');
    expect(await contentLocaleOf({ route: 'dynamicDetail', params: { id: '80834' } }, 'cn', { api })).toBe('en');
  });

  it('pages whose content is the interface, a malformed id and a missing content have none', async () => {
    const { api, calls } = platform({});
    expect(await contentLocaleOf({ route: 'home', params: {} }, 'cn', { api })).toBeUndefined();
    expect(await contentLocaleOf({ route: 'figureDetail', params: { id: 'x1' } }, 'cn', { api })).toBeUndefined();
    expect(calls).toEqual([]);
    expect(await contentLocaleOf({ route: 'figureDetail', params: { id: '80899' } }, 'cn', { api })).toBeUndefined();
  });

  it('a language the site does not know, or a platform that does not answer: the site’s language', async () => {
    const { api } = platform({
      getFigureDetail: { lang: '' },
      tipoffContent: new ApiError('timeout', 'tipoffContent', 'slow'),
    });
    expect(await contentLocaleOf({ route: 'figureDetail', params: { id: '80898' } }, 'de', { api })).toBe('de');
    expect(await contentLocaleOf({ route: 'tipoffDetail', params: { id: '80897' } }, 'fr', { api })).toBe('fr');
  });
});
