/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { keptModules, visibleColumns } from '@/lib/model/home';
import { articlesPageSchema, moduleViewSchema } from '@/lib/schemas/article';
import { columnsAnswerSchema } from '@/lib/schemas/column';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { HomeScreen } from './HomeScreen';

const push = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/home.html', useRouter: () => ({ push }) }));
// swiper is loaded after mount in the browser; jsdom has no layout for it
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));
jest.mock('swiper/modules', () => ({ Autoplay: {}, Pagination: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/pagination', () => ({}));

const columns = visibleColumns(fixture('columns', columnsAnswerSchema).columns);
const page = fixture('articles-home-page0', articlesPageSchema);
const modules = fixture('modules-home', moduleViewSchema);

function renderHome(locale: 'cn' | 'en' = 'cn', column?: number) {
  return renderWithProviders(
    <HomeScreen
      columns={columns}
      column={column}
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
  beforeEach(() => push.mockClear());

  it('links each section tab to its address and marks the current one', () => {
    renderHome();
    const tabs = screen.getAllByTestId('column-tab');
    expect(tabs[0]).toHaveAttribute('href', '/home.html');
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    const sports = tabs.find((tab) => tab.textContent === '体育')!;
    expect(sports).toHaveAttribute('href', '/home.html?column=12');
    expect(sports).not.toHaveAttribute('aria-current');
  });

  it('leaves the tab strip where it is on the first section, and brings another section’s tab into view', () => {
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      // the first section, as the server drew it: a reader may have scrolled the strip meanwhile
      renderHome().unmount();
      expect(scrolled).toEqual([]);
      renderHome('cn', 10);
      expect(scrolled).toEqual(['English']);
      expect(screen.getAllByTestId('column-tab').find((tab) => tab.textContent === 'English')).toHaveAttribute(
        'aria-current',
        'page',
      );
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
    expect(screen.getAllByTestId('column-tab')[0]).toHaveAttribute('aria-current', 'page');
  });

  it('shows the carousel, the top module, the live strip and 20 articles with modules among them', () => {
    renderHome();
    const carousel = screen.getByTestId('carousel');
    expect(within(carousel).getAllByRole('link')).toHaveLength(page.carousel.length);
    expect(screen.getByText('今日头条')).toBeInTheDocument();
    expect(within(screen.getByTestId('live-strip')).getAllByTestId('module-item').length).toBe(
      page.liveArticles.length,
    );
    const kept = keptModules(modules.modules);
    const shown = new Set(
      [...page.carousel, ...(modules.topModule?.list ?? []), ...kept.flatMap((m) => m.list)].map((a) => a.id),
    );
    const expected = page.list.filter((a) => !shown.has(a.id)).length;
    expect(expected).toBeGreaterThan(10);
    // a list card is the link that carries its article's id
    const cards = document.querySelectorAll<HTMLElement>('a[data-article-id]');
    expect(cards).toHaveLength(expected);
    for (const card of cards) expect(shown.has(Number(card.dataset.articleId))).toBe(false);
    const types = screen.getAllByTestId('home-module').map((m) => m.getAttribute('data-module-type'));
    // a module stands after the n-th article of its position: those further down wait for more pages
    const placed = kept.filter((m) => m.position <= expected).map((m) => String(m.type));
    expect(placed.length).toBeGreaterThanOrEqual(4);
    expect(types).toEqual([...(modules.topModule ? ['0'] : []), ...placed]);
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

  it('opens the section of a column entry of the columns module', () => {
    renderHome();
    const columnsModule = screen.getAllByTestId('home-module').find((m) => m.dataset.moduleType === '8')!;
    const entry = within(columnsModule).getAllByRole('link', { name: '时政' })[0]!;
    fireEvent.click(entry);
    expect(push).toHaveBeenCalledWith('/home.html?column=3');
  });

  it('speaks English', () => {
    renderHome('en');
    expect(screen.getByRole('heading', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByTestId('load-more')).toHaveTextContent('Load more');
  });
});
