/** Every captured platform answer passes its schema; partial or odd answers fall back instead of failing. */
import { fixture, fixtureEnvelope } from '@/tests/utils/fixtures';
import { readAnswer } from '../api/answer';
import { articleContentSchema, articlesPageSchema, moduleViewSchema } from './article';
import { columnsAnswerSchema } from './column';
import { liveViewSchema } from './live';
import { hotPointSchema } from './reading';
import { DEFAULT_SITE_CONFIG, siteConfigSchema } from './config';

describe('fixtures from the reference platform', () => {
  it('config has every field of spec §3', () => {
    const config = fixture('config', siteConfigSchema);
    expect(config.siteConfig.discuss.auditType).toBe(1);
    expect(config.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(config.xyApi.curVersions).toBeGreaterThan(0);
    expect(config._p_wap.paperUrl).toMatch(/^http/);
    const raw = (readAnswer(fixtureEnvelope('config')) as { data: Record<string, unknown> }).data;
    for (const key of [
      'siteConfig',
      'padLogo',
      'padListType',
      'padColor',
      'topicColor',
      'detailPageGrey',
      'afsCheck',
      'encryptKey4',
      'sm2PublicKey',
      'tokenEnable',
      'socketServer',
      '_p_wap',
      '_rd_WeChat',
      '_rd_downloadUrl',
      '_rd_bigDataParams',
      'xyApi',
      'imageSuffix',
      'locale',
      'dark',
      'thirdEventTrack',
    ])
      expect(raw).toHaveProperty(key);
  });
  it('columns include the styles the front end filters out', () => {
    const { columns } = fixture('columns', columnsAnswerSchema);
    expect(columns.length).toBeGreaterThanOrEqual(10);
    expect(columns.map((c) => c.style)).toEqual(expect.arrayContaining([205, 215, 410]));
    expect(columns.some((c) => c.children.length > 0)).toBe(true);
  });
  it('the home feed pages', () => {
    const first = fixture('articles-home-page0', articlesPageSchema);
    expect(first.list).toHaveLength(20);
    expect(first.carousel.length).toBeGreaterThan(0);
    expect(first.liveArticles.length).toBeGreaterThan(0);
    const second = fixture('articles-home-page1', articlesPageSchema);
    expect(second.list.map((a) => a.id)).not.toContain(first.list[0]!.id);
  });
  it('modules of several types', () => {
    const view = fixture('modules-home', moduleViewSchema);
    expect(view.topModule?.cmDisplayStyle).toBe(1);
    expect(view.modules.map((m) => m.type)).toEqual(expect.arrayContaining([0, 7, 8, 9, 10, 11, 3]));
  });
  it('articles of several types', () => {
    expect(fixture('article-news', articleContentSchema).content).toContain('<p>');
    expect(fixture('article-image-set', articleContentSchema).pictures[0]!.summary).not.toBe('');
    expect(fixture('article-video', articleContentSchema).video?.url).toMatch(/\.m3u8$/);
    expect(readAnswer(fixtureEnvelope('article-empty'))).toEqual({ kind: 'empty' });
  });
});

describe('siteConfigSchema fallbacks', () => {
  it('an empty config is every default', () => {
    expect(siteConfigSchema.parse({})).toEqual(DEFAULT_SITE_CONFIG);
    expect(DEFAULT_SITE_CONFIG.siteConfig.backTop).toBe(true);
  });
  it('a malformed field falls back alone', () => {
    const config = siteConfigSchema.parse({
      dark: 'yes?',
      detailPageGrey: 1,
      padListType: 'one',
      siteConfig: { siteName: 'X', discuss: 'nope' },
    });
    expect(config.dark).toBe(false);
    expect(config.detailPageGrey).toBe(true);
    expect(config.padListType).toBe(0);
    expect(config.siteConfig.siteName).toBe('X');
    expect(config.siteConfig.discuss).toEqual({ auditType: 0, closed: false });
  });
});

describe('article schemas', () => {
  it('a list drops malformed items instead of failing', () => {
    const page = articlesPageSchema.parse({ list: [{ fileId: 1, title: 'ok' }, { title: 'no id' }, 'junk'] });
    expect(page.list.map((a) => a.id)).toEqual([1]);
  });
  it('an article without fileId fails', () => {
    expect(articleContentSchema.safeParse({ title: 'x' }).success).toBe(false);
  });
  it("headlines come without the editors' title markers, wherever an article is read (spec §5)", () => {
    const title = '[=x1]澜海发布 [=top] 规划纲要';
    expect(articleContentSchema.parse({ fileId: 1, title }).title).toBe('澜海发布 规划纲要');
    expect(articlesPageSchema.parse({ list: [{ fileId: 1, title }] }).list[0]!.title).toBe('澜海发布 规划纲要');
    expect(hotPointSchema.parse({ fileId: 2, title }).title).toBe('澜海发布 规划纲要');
    expect(liveViewSchema.parse({ main: { fileId: 3, title } }).main.title).toBe('澜海发布 规划纲要');
  });
});
