import { articleContentSchema } from '@/lib/schemas/article';
import { fixture } from '@/tests/utils/fixtures';
import { articleData, articleReading } from './articleReading';

const news = fixture('article-news', articleContentSchema);

describe('articleReading: what an article screen draws of its text, made once by the loader', () => {
  it('sanitises the body and finds its first picture', () => {
    const reading = articleReading({
      ...news,
      content: '<p>ok</p><script>window.__hit = 1</script><img src="https://img.test/a.jpg" onerror="x()">',
    });
    expect(reading.body).toContain('<p>ok</p>');
    expect(reading.body).not.toMatch(/script|onerror/);
    expect(reading.leadImage).toBe('https://img.test/a.jpg');
  });

  it("an image set's lead picture is its first picture", () => {
    const pictures = ['https://img.test/1.jpg', 'https://img.test/2.jpg'].map((url) => ({
      url,
      summary: '',
      title: '',
      width: 0,
      height: 0,
    }));
    const set = { ...news, type: 1, content: '', pictures };
    expect(articleReading(set)).toMatchObject({ body: '', leadImage: 'https://img.test/1.jpg' });
  });

  it('reading time and credits without the source (the header shows it)', () => {
    const reading = articleReading({ ...news, source: '澜海日报', editor: ' 李明 ', wordCount: 1200, lang: 'zh' });
    expect(reading.minutes).toBe(3);
    expect(reading.credits).toContainEqual({ role: 'editor', name: '李明' });
    expect(reading.credits.map((line) => line.role)).not.toContain('source');
  });

  it('the abstract only when the body does not open with it', () => {
    const opening = '澜海市今天发布了未来五年城市发展规划纲要，提出建设宜居城市的目标';
    expect(articleReading({ ...news, abstract: '另一段摘要', content: `<p>${opening}</p>` }).abstract).toBe(
      '另一段摘要',
    );
    expect(articleReading({ ...news, abstract: opening, content: `<p>${opening}</p>` }).abstract).toBeUndefined();
    expect(articleReading({ ...news, abstract: '  ' }).abstract).toBeUndefined();
  });

  it('the view model carries the article, its reading and whether it is a preview', () => {
    expect(articleData(news, { isPreview: true })).toEqual({
      article: news,
      reading: articleReading(news),
      isPreview: true,
    });
  });
});
