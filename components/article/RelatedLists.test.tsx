/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { fixtureEnvelope } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { RelatedLists } from './RelatedLists';

/** jsdom has no Response: what the client reads of one. */
const answer = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

const titles = { related: '相关阅读', recommended: '推荐阅读' };
const cardIds = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('a[data-article-id]')).map((card) => card.getAttribute('data-article-id'));

describe('RelatedLists', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('asks the platform for both lists of the article and shows each article once', async () => {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL) => {
      const address = String(url);
      asked.push(address);
      return answer(fixtureEnvelope(address.includes('getRelatedArticles') ? 'related-10001' : 'recommend-10001'));
    }) as typeof fetch;
    renderWithProviders(<RelatedLists articleId={10001} titles={titles} showCounts />);
    const related = await screen.findByTestId('related');
    expect(within(related).getByRole('heading', { level: 2 })).toHaveTextContent('相关阅读');
    expect(cardIds(related)).toEqual(['10002', '10003', '10004', '10008', '10010']);
    // 10002 is in both lists: shown once, under related
    const recommended = screen.getByTestId('recommended');
    expect(cardIds(recommended)).toEqual(['10053', '10037', '10070', '10051']);
    expect(within(related).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/10002\.html$/));
    expect(asked.map((address) => new URL(address).searchParams.get('articleId'))).toEqual(['10001', '10001']);
  });

  it('leaves out a list the platform failed to give, and says so in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async (url: RequestInfo | URL) =>
      String(url).includes('getRelatedArticles')
        ? answer('bad gateway', 502)
        : answer(fixtureEnvelope('recommend-10001')),
    ) as typeof fetch;
    renderWithProviders(<RelatedLists articleId={10001} titles={titles} showCounts />);
    expect(cardIds(await screen.findByTestId('recommended'))).toHaveLength(5);
    expect(screen.queryByTestId('related')).not.toBeInTheDocument();
    expect(warn.mock.calls[0]![0]).toMatch(/^\[article\] related left out: /);
  });

  it('shows nothing, and no crash, when neither list comes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    const { container } = renderWithProviders(<RelatedLists articleId={10001} titles={titles} showCounts />);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
  });
});
