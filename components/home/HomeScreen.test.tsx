/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { keptModules, visibleColumns } from '@/lib/model/home';
import { articlesPageSchema, moduleViewSchema } from '@/lib/schemas/article';
import { columnsAnswerSchema } from '@/lib/schemas/column';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { forgetHomeState, HomeScreen } from './HomeScreen';

jest.mock('next/navigation', () => ({ usePathname: () => '/home.html' }));
// swiper is loaded after mount in the browser; jsdom has no layout for it
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({ Autoplay: {}, Pagination: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));

const columns = visibleColumns(fixture('columns', columnsAnswerSchema).columns);
const page = fixture('articles-home-page0', articlesPageSchema);
const modules = fixture('modules-home', moduleViewSchema);

function renderHome(locale: 'cn' | 'en' = 'cn') {
  return renderWithProviders(
    <HomeScreen
      columns={columns}
      initial={{ columnId: columns[0]!.id, page, modules: { ...modules, modules: keptModules(modules.modules) } }}
      leftPicture={false}
      showCounts
    />,
    { locale },
  );
}

describe('HomeScreen', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });
  beforeEach(() => forgetHomeState());

  it('keeps the chosen column for the next visit (keep-alive)', () => {
    const first = renderHome();
    fireEvent.click(screen.getAllByTestId('column-tab').find((tab) => tab.textContent === '体育')!);
    first.unmount();
    renderHome();
    expect(screen.getAllByTestId('column-tab').find((tab) => tab.textContent === '体育')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leaves the tab strip where it is on hydration, and brings a chosen or remembered tab into view', () => {
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      // the first tab selected, as the server drew it: a reader may have scrolled the strip meanwhile
      const first = renderHome();
      expect(scrolled).toEqual([]);
      fireEvent.click(screen.getAllByTestId('column-tab').find((tab) => tab.textContent === 'English')!);
      expect(scrolled).toEqual(['English']);
      first.unmount();
      // back on home with English remembered: it is brought into view at once
      renderHome();
      expect(scrolled).toEqual(['English', 'English']);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('shows the column tabs without the service columns (205, 215, 410)', () => {
    renderHome();
    const tabs = screen.getAllByTestId('column-tab').map((tab) => tab.textContent);
    expect(tabs[0]).toBe('要闻');
    expect(tabs).toContain('English');
    expect(tabs).not.toContain('便民服务');
    expect(tabs).not.toContain('问政');
    expect(tabs).not.toContain('报料');
    expect(screen.getAllByTestId('column-tab')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the carousel, the top module, the live strip and 20 articles with modules among them', () => {
    renderHome();
    const carousel = screen.getByTestId('carousel');
    expect(within(carousel).getAllByRole('link')).toHaveLength(page.carousel.length);
    expect(screen.getByText('今日头条')).toBeInTheDocument();
    expect(within(screen.getByTestId('live-strip')).getAllByTestId('module-item').length).toBe(
      page.liveArticles.length,
    );
    const shown = new Set([...page.carousel, ...(modules.topModule?.list ?? [])].map((a) => a.id));
    const expected = page.list.filter((a) => !shown.has(a.id)).length;
    expect(expected).toBeGreaterThan(10);
    // a list card is the link that carries its article's id
    const cards = document.querySelectorAll<HTMLElement>('a[data-article-id]');
    expect(cards).toHaveLength(expected);
    for (const card of cards) expect(shown.has(Number(card.dataset.articleId))).toBe(false);
    const types = screen.getAllByTestId('home-module').map((m) => m.getAttribute('data-module-type'));
    expect(types).toEqual(expect.arrayContaining(['0', '7', '8', '9', '10', '11']));
    expect(types).not.toContain('3');
    expect(screen.queryByText('（旧版模块）')).not.toBeInTheDocument();
  });

  it('strips title markers and links articles to newsDetail', () => {
    renderHome();
    const first = page.carousel[0]!;
    expect(within(screen.getByTestId('carousel')).getByText('澜海发布未来五年城市发展规划纲要')).toBeInTheDocument();
    expect(document.querySelector(`a[href="/newsDetail/${first.columnId}/${first.id}.html"]`)).not.toBeNull();
    expect(screen.queryByText(/\[=x1\]/)).not.toBeInTheDocument();
  });

  it('offers more while the page was full', () => {
    renderHome();
    expect(screen.getByTestId('load-more')).toHaveTextContent('加载更多');
  });

  it('switches column from a column entry of the columns module', () => {
    renderHome();
    const entry = screen.getAllByRole('link', { name: '时政' })[0]!;
    fireEvent.click(entry);
    expect(screen.getAllByTestId('column-tab').find((tab) => tab.textContent === '时政')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('speaks English', () => {
    renderHome('en');
    expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByTestId('load-more')).toHaveTextContent('Load more');
  });
});
