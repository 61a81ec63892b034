import { articleContentSchema } from '../schemas/article';
import { fixture } from '@/tests/utils/fixtures';
import { articleJsonLd, breadcrumbJsonLd, liveBlogJsonLd, postingJsonLd, scriptJson } from './jsonLd';

const SITE = {
  siteName: '澜海日报',
  publicUrl: 'https://m.example.com',
  basePath: '/m',
  logo: 'https://m.example.com/logo.svg',
};

describe('articleJsonLd', () => {
  const news = fixture('article-news', articleContentSchema);
  const video = fixture('article-video', articleContentSchema);
  const images = fixture('article-image-set', articleContentSchema);

  it('a news article: NewsArticle with headline, absolute url, pictures, date, author and publisher', () => {
    const data = articleJsonLd(news, `/newsDetail/1/${news.id}.html`, SITE, 'zh-CN');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      url: `https://m.example.com/m/newsDetail/1/${news.id}.html`,
      inLanguage: 'zh-CN',
      publisher: { '@type': 'NewsMediaOrganization', name: '澜海日报', logo: { url: SITE.logo } },
    });
    expect(String(data.headline)).not.toMatch(/\[=/);
    expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((data.image as string[]).every((url) => url.startsWith('http'))).toBe(true);
    expect(String(data.description ?? '')).not.toMatch(/<[a-z]/i);
  });

  it('a reporter’s byline is a Person with their page’s address; none is the organisation', () => {
    const bylined = { ...news, reporter: { id: 7, name: '林海', avatar: '', title: '' } };
    expect(articleJsonLd(bylined, '/newsDetail/1/1.html', SITE, 'zh-CN').author).toEqual({
      '@type': 'Person',
      name: '林海',
      url: 'https://m.example.com/m/reporter/7.html',
    });
    expect(articleJsonLd({ ...news, reporter: null }, '/newsDetail/1/1.html', SITE, 'zh-CN').author).toMatchObject({
      '@type': 'Organization',
    });
  });

  it('a video: VideoObject with thumbnail, upload date and the stream', () => {
    const data = articleJsonLd(video, `/videoDetail/${video.id}.html`, SITE, 'zh-CN');
    expect(data['@type']).toBe('VideoObject');
    expect(data.uploadDate).toMatch(/^\d{4}-/);
    expect((data.thumbnailUrl as string[]).length).toBeGreaterThan(0);
    if (video.video?.url) expect(data.contentUrl).toBe(video.video.url);
  });

  it('an image set is a NewsArticle carrying every picture; a live is a LiveBlogPosting; a topic a CollectionPage', () => {
    const set = articleJsonLd(images, '/imageDetail/1.html', SITE, 'zh-CN');
    expect(set['@type']).toBe('NewsArticle');
    expect((set.image as string[]).length).toBeGreaterThanOrEqual(images.pictures.length);
    expect(articleJsonLd({ ...news, type: 6 }, '/liveDetail/1.html', SITE, 'zh-CN')['@type']).toBe('LiveBlogPosting');
    expect(articleJsonLd({ ...news, type: 3 }, '/specDetail/1.html', SITE, 'zh-CN')['@type']).toBe('CollectionPage');
  });

  it('never lets text close its script element', () => {
    const json = scriptJson({ headline: '</script><script>alert(1)</script>', x: '\u2028' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>', x: '\u2028' });
  });
});

describe('postingJsonLd', () => {
  it('a reporter’s dynamic without pictures is a SocialMediaPosting whose words are its text', () => {
    const post = postingJsonLd(
      {
        text: '今天在滨江步道',
        published: '2026-11-20 08:00:00',
        author: '林海',
        authorPath: '/reporter/7.html',
        images: [],
      },
      '/dynamicDetail/36.html',
      SITE,
      'zh-CN',
    );
    expect(post).toMatchObject({
      '@type': 'SocialMediaPosting',
      text: '今天在滨江步道',
      articleBody: '今天在滨江步道',
    });
    expect(post).not.toHaveProperty('image');
  });
});

describe('liveBlogJsonLd and breadcrumbJsonLd', () => {
  const reports = [
    { content: '冲线！', time: '2026-11-20 10:30:00', reporter: '林海' },
    { content: '起跑', time: '2026-11-20 08:00:00', reporter: '' },
  ];

  it('a live: its coverage times (the end once ended: its newest report) and its reports as updates', () => {
    const live = liveBlogJsonLd({ status: 1, startTime: '2026-11-20 07:30:00', reports });
    // changed with its newest report
    expect(live).toMatchObject({
      coverageStartTime: '2026-11-19T23:30:00.000Z',
      dateModified: '2026-11-20T02:30:00.000Z',
    });
    expect(live).not.toHaveProperty('coverageEndTime');
    expect(live.liveBlogUpdate).toEqual([
      {
        '@type': 'BlogPosting',
        headline: '冲线！',
        articleBody: '冲线！',
        datePublished: '2026-11-20T02:30:00.000Z',
        author: { '@type': 'Person', name: '林海' },
      },
      { '@type': 'BlogPosting', headline: '起跑', articleBody: '起跑', datePublished: '2026-11-20T00:00:00.000Z' },
    ]);
    expect(liveBlogJsonLd({ status: 2, startTime: '2026-11-20 07:30:00', reports }).coverageEndTime).toBe(
      '2026-11-20T02:30:00.000Z',
    );
  });

  it('a breadcrumb: its items in order, each with its position', () => {
    expect(breadcrumbJsonLd([{ name: '澜海日报', url: 'https://m.example.com/home.html' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '澜海日报', item: 'https://m.example.com/home.html' },
      ],
    });
  });
});
