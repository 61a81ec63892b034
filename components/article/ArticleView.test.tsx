/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { articleData } from '@/lib/model/articleReading';
import { articleContentSchema } from '@/lib/schemas/article';
import { siteConfigSchema } from '@/lib/schemas/config';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { ArticleView } from './ArticleView';

const config = fixture('config', siteConfigSchema);
const news = fixture('article-news', articleContentSchema);

describe('ArticleView', () => {
  it('shows the title without markers, source, full publish time, read count and the reading time', () => {
    renderWithProviders(<ArticleView data={articleData(news)} locale="cn" config={config} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^澜海发布未来五年城市发展规划纲要$/);
    expect(screen.getByTestId('publish-time').textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const minutes = Math.max(1, Math.ceil(news.wordCount / 400));
    expect(screen.getByTestId('reading-time')).toHaveTextContent(`全文${news.wordCount}个字 阅读约需${minutes}分钟`);
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
  });

  it('renders the body as sanitised HTML and the credits with their roles', () => {
    const hostile = {
      ...news,
      content: '<p>ok</p><script>window.__hit = 1</script><img src="x" onerror="window.__hit = 2">',
    };
    renderWithProviders(<ArticleView data={articleData(hostile)} locale="cn" config={config} />);
    const body = screen.getByTestId('article-body');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect(within(screen.getByTestId('credits')).getAllByText(news.editor).length).toBeGreaterThan(0);
    expect(screen.getByTestId('credits')).toHaveTextContent('编辑：');
  });

  it('marks a preview', () => {
    renderWithProviders(
      <ArticleView data={articleData({ ...news, status: 0 }, { isPreview: true })} locale="cn" config={config} />,
    );
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('预览');
  });

  it('shows an image set with captions', () => {
    const set = fixture('article-image-set', articleContentSchema);
    renderWithProviders(<ArticleView data={articleData(set)} locale="cn" config={config} />);
    const gallery = screen.getByTestId('image-set');
    expect(within(gallery).getAllByRole('img')).toHaveLength(set.pictures.length);
    expect(gallery).toHaveTextContent(set.pictures[0]!.summary);
  });

  it('speaks French', () => {
    renderWithProviders(<ArticleView data={articleData(news, { isPreview: true })} locale="fr" config={config} />, {
      locale: 'fr',
    });
    expect(screen.getByTestId('preview-banner')).toHaveTextContent('Aperçu');
    expect(screen.getByTestId('reading-time')).toHaveTextContent('min de lecture');
  });
});
