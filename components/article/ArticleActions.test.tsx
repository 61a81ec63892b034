/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { saveLogin } from '@/lib/member/memberStore';
import { likedHere, rememberLike } from '@/lib/device';
import { ArticleActions } from './ArticleActions';
import { LazyArticleActions } from './LazyArticleActions';
import { articleUserStateSchema } from '@/lib/schemas/participation';

/** The platform's answer of the reader's state, and the view the queries keep of it. */
const STATE_ANSWER = {
  isPraised: false,
  isFav: false,
  countPraise: 41,
  countFav: 3,
  praisedComments: [],
  myPendingComments: [],
};
const STATE = articleUserStateSchema.parse(STATE_ANSWER);

function setFetch(impl: () => Promise<unknown>) {
  const spy = jest.fn((..._args: unknown[]) => impl());
  (globalThis as { fetch?: unknown }).fetch = spy;
  return spy;
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  window.localStorage.clear();
});

function renderActions() {
  const view = renderWithProviders(
    <ArticleActions articleId={10001} likes={40} showCounts locale="cn" intent="look" />,
  );
  view.queryClient.setQueryData(['article-state', 10001, 0], STATE);
  return view;
}

describe('ArticleActions', () => {
  it('shows the fresh count from the reader’s state', async () => {
    setFetch(() => new Promise(() => undefined));
    renderActions();
    expect(await screen.findByTestId('article-like-count')).toHaveTextContent('41');
  });

  it('likes at once, and takes the like back when the platform cannot be reached', async () => {
    let fail: (error: Error) => void = () => undefined;
    const spy = setFetch(() => new Promise((_, reject) => (fail = reject)));
    renderActions();
    const like = await screen.findByTestId('article-like');
    fireEvent.click(like);
    // optimistic: pressed and counted before any answer
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('article-like-count')).toHaveTextContent('42');
    // a second tap while the first runs sends nothing more
    fireEvent.click(like);
    await waitFor(() => expect(spy.mock.calls.filter(([url]) => String(url).includes('/event'))).toHaveLength(1));
    await act(async () => fail(new TypeError('fetch failed')));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId('article-like-count')).toHaveTextContent('41');
    expect(await screen.findByTestId('toast')).toHaveTextContent('操作失败，请稍后再试');
  });

  it('favourites at once for a member, and puts it back when the platform cannot be reached', async () => {
    saveLogin({
      token: 't',
      accessToken: 'a',
      refreshToken: 'r',
      id: 7,
      nickname: '读者',
      head: '',
      phone: '13800000000',
    });
    let fail: (error: Error) => void = () => undefined;
    const spy = setFetch(() => new Promise((_, reject) => (fail = reject)));
    const view = renderWithProviders(
      <ArticleActions articleId={10001} likes={40} showCounts locale="cn" intent="look" />,
    );
    view.queryClient.setQueryData(['article-state', 10001, 7], STATE);
    const fav = await screen.findByTestId('article-fav');
    await waitFor(() => expect(fav).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(fav);
    await waitFor(() => expect(fav).toHaveAttribute('aria-pressed', 'true'));
    expect(view.queryClient.getQueryData(['article-state', 10001, 7])).toMatchObject({
      favourite: true,
      favouriteCount: 4,
    });
    // a double tap sends one request
    fireEvent.click(fav);
    await waitFor(() => expect(spy.mock.calls.filter(([url]) => String(url).includes('/fav'))).toHaveLength(1));
    await act(async () => fail(new TypeError('fetch failed')));
    await waitFor(() => expect(fav).toHaveAttribute('aria-pressed', 'false'));
    expect(view.queryClient.getQueryData(['article-state', 10001, 7])).toMatchObject({
      favourite: false,
      favouriteCount: 3,
    });
    expect(await screen.findByTestId('toast')).toHaveTextContent('操作失败，请稍后再试');
  });
  it('a refetch of the reader’s state already on its way when they tap does not take the like back', async () => {
    // jsdom has no Response: what the client reads of one
    const answer = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ status: 0, data }) }) as Response;
    const waiting: Record<'state' | 'event', ((response: Response) => void)[]> = { state: [], event: [] };
    (globalThis as { fetch?: unknown }).fetch = (url: unknown) =>
      new Promise((resolve) => waiting[String(url).includes('/event') ? 'event' : 'state'].push(resolve));
    const view = renderActions();
    const like = await screen.findByTestId('article-like');
    // a refetch (focus, a new mount) that will answer with the state from before the tap
    const refetch = view.queryClient.refetchQueries({ queryKey: ['article-state', 10001, 0] });
    await waitFor(() => expect(waiting.state.length).toBeGreaterThan(0));
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await act(async () => {
      for (const resolve of waiting.state) resolve(answer(STATE_ANSWER));
      await refetch;
    });
    await waitFor(() => expect(waiting.event).toHaveLength(1));
    await act(async () => waiting.event[0]!(answer({ id: 10001, countPraise: 42, isPraised: 1 })));
    expect(await screen.findByTestId('toast')).toHaveTextContent('点赞成功');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('article-like-count')).toHaveTextContent('42');
  });

  it('performs the action the reader asked for before its code was there, once, on its focused button', async () => {
    const answer = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ status: 0, data }) }) as Response;
    const spy = jest.fn(async (url: unknown) =>
      answer(String(url).includes('/event') ? { id: 10001, countPraise: 42, isPraised: 1 } : STATE_ANSWER),
    );
    (globalThis as { fetch?: unknown }).fetch = spy;
    renderWithProviders(<ArticleActions articleId={10001} likes={40} showCounts locale="cn" intent="like" />);
    const like = await screen.findByTestId('article-like');
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveFocus();
    expect(await screen.findByTestId('toast')).toHaveTextContent('点赞成功');
    expect(spy.mock.calls.filter(([url]) => String(url).includes('/event'))).toHaveLength(1);
    expect(likedHere(10001)).toBe(true);
  });
});

describe('LazyArticleActions', () => {
  const answer = (data: unknown) => ({ ok: true, status: 200, json: async () => ({ status: 0, data }) }) as Response;
  const lazyBar = () => (
    <LazyArticleActions
      articleId={10001}
      labels={{ like: '点赞', favourite: '收藏', share: '分享' }}
      likes={40}
      showCounts
      locale="cn"
    />
  );

  it('a first-time reader near the bar gets the page’s count and no call, until a tap that is then performed', async () => {
    // the platform as it would answer: the state, then the like and the state after it
    let liked = false;
    const spy = jest.fn(async (url: unknown) => {
      if (!String(url).includes('/event'))
        return answer({ ...STATE_ANSWER, isPraised: liked, countPraise: liked ? 41 : 40 });
      liked = true;
      return answer({ id: 10001, countPraise: 41, isPraised: 1 });
    });
    (globalThis as { fetch?: unknown }).fetch = spy;
    renderWithProviders(lazyBar());
    const like = screen.getByTestId('article-like');
    expect(like).toBeEnabled();
    expect(screen.getByTestId('article-like-count')).toHaveTextContent('40');
    // jsdom has no IntersectionObserver: the bar counts as near at once
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(spy).not.toHaveBeenCalled();
    // the bar's code loads after the tap: let React render it once loaded
    await act(async () => fireEvent.click(like));
    await waitFor(() => expect(spy.mock.calls.filter(([url]) => String(url).includes('/event'))).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('a device that liked the article sees its own state as the bar comes near', async () => {
    rememberLike(10001, true);
    setFetch(() => Promise.resolve(answer({ ...STATE_ANSWER, isPraised: 1, countPraise: 45 })));
    renderWithProviders(lazyBar());
    await waitFor(() => expect(screen.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('article-like-count')).toHaveTextContent('45');
  });
});
