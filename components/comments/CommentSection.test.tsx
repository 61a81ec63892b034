/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/errors';
import { commentPageSchema, hotCommentsSchema } from '@/lib/schemas/comment';
import type { ArticleUserState } from '@/lib/schemas/participation';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { CommentSection, withPending } from './CommentSection';
import { insertComment, participationProblem } from '../participation/useParticipation';

const page = fixture('comments-10001-page0', commentPageSchema);
const hot = fixture('comments-10001-hot', hotCommentsSchema);

function renderComments(locale: 'cn' | 'en' = 'cn', data = page) {
  const view = renderWithProviders(<CommentSection articleId={10001} />, { locale });
  view.queryClient.setQueryData(['comments-hot', 10001], hot.list);
  view.queryClient.setQueryData(['comments', 10001], { pages: [data], pageParams: [0] });
  return view;
}

describe('CommentSection', () => {
  it('shows hot and latest comments with their labels and replies', async () => {
    renderComments();
    expect(await screen.findByTestId('latest-comments')).toBeInTheDocument();
    expect(within(screen.getByTestId('hot-comments')).getAllByTestId('comment')).toHaveLength(hot.list.length);
    expect(within(screen.getByTestId('latest-comments')).getAllByTestId('comment')).toHaveLength(page.list.length);
    expect(screen.getAllByText('置顶').length).toBeGreaterThan(0);
    expect(screen.getAllByText('精选').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^官方/).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('reply').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`评论${page.totalCount}条`);
  });

  it('shows markup a reader typed as text', async () => {
    const typed = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">好文章 <b>点赞</b>';
    const [first, ...rest] = page.list;
    renderComments('cn', { ...page, list: [{ ...first!, content: typed }, ...rest] });
    const hostile = (await screen.findAllByTestId('comment-content')).find((node) =>
      node.textContent?.includes('<script>'),
    );
    expect(hostile).toBeDefined();
    expect(hostile!.innerHTML).toContain('&lt;script&gt;');
    expect(hostile!.querySelector('script, img, b')).toBeNull();
  });

  it('invites the first comment when there is none', async () => {
    renderComments('cn', { list: [], totalCount: 0, page: 0, hasMore: false });
    expect(await screen.findByTestId('no-comments')).toHaveTextContent('还没人评论，快来抢沙发！');
  });

  it('speaks English', async () => {
    renderComments('en');
    expect(await screen.findByText('Latest')).toBeInTheDocument();
    expect(screen.getAllByText('Pinned').length).toBeGreaterThan(0);
  });
});

/** jsdom has no fetch: a recording one that never answers (nothing here should be sent). */
function installFetch() {
  const spy = jest.fn((..._args: unknown[]) => new Promise<never>(() => undefined));
  (globalThis as { fetch?: unknown }).fetch = spy;
  return spy;
}

describe('CommentSection: taking part', () => {
  const member = { id: 77, nickname: '测试读者', head: '', phone: '138****0000' };
  function logIn() {
    window.localStorage.setItem('accessToken', JSON.stringify({ value: 'A'.repeat(40), expires: Date.now() + 60_000 }));
    window.localStorage.setItem('member', JSON.stringify(member));
  }
  afterEach(() => window.localStorage.clear());

  function renderWithState(state: Partial<ArticleUserState> = {}, auditType = 1, data = page) {
    const view = renderWithProviders(<CommentSection articleId={10001} auditType={auditType} />);
    view.queryClient.setQueryData(['comments-hot', 10001], hot.list);
    view.queryClient.setQueryData(['comments', 10001], { pages: [data], pageParams: [0] });
    for (const id of [0, member.id])
      view.queryClient.setQueryData(['article-state', 10001, id], {
        liked: false,
        favourite: false,
        likeCount: 0,
        favouriteCount: 0,
        likedComments: [],
        pendingComments: [],
        ...state,
      });
    return view;
  }

  it('asks a logged-out reader to log in, coming back to the comments', async () => {
    renderWithState();
    expect(await screen.findByTestId('comment-login')).toHaveTextContent('请登录后评论');
    expect(screen.getByTestId('comment-login-link').getAttribute('href')).toMatch(
      /^\/login\.html\?from=.*%23comments$/,
    );
  });

  it('gives a logged-in reader the box; an empty comment says 请输入内容 and sends nothing', async () => {
    logIn();
    const fetchSpy = installFetch();
    renderWithState();
    const box = await screen.findByTestId('comment-composer');
    fireEvent.change(within(box).getByTestId('comment-input'), { target: { value: '   ' } });
    fireEvent.click(within(box).getByTestId('comment-send'));
    expect(within(box).getByTestId('comment-problem')).toHaveTextContent('请输入内容');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/discuss'))).toHaveLength(0);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('counts characters as the reader sees them and flags more than 1,000', async () => {
    logIn();
    renderWithState();
    const box = await screen.findByTestId('comment-composer');
    fireEvent.change(within(box).getByTestId('comment-input'), { target: { value: '👍'.repeat(1001) } });
    expect(within(box).getByText('1001/1000')).toBeInTheDocument();
    fireEvent.click(within(box).getByTestId('comment-send'));
    expect(within(box).getByTestId('comment-problem')).toHaveTextContent('评论不能超过1000字');
  });

  it('hides the box when the audit type is 2', async () => {
    logIn();
    renderWithState({}, 2);
    expect(await screen.findByTestId('latest-comments')).toBeInTheDocument();
    expect(screen.queryByTestId('comment-composer')).toBeNull();
    expect(screen.queryByTestId('comment-login')).toBeNull();
  });

  it('shows my comments in review to me, marked, and my own comments can be deleted, others reported', async () => {
    logIn();
    const mine = {
      ...page.list[0]!,
      id: 99001,
      parentId: 0,
      rootId: 0,
      authorId: member.id,
      content: '我的待审评论',
      status: 0,
    };
    renderWithState({ pendingComments: [mine] });
    const first = (await screen.findAllByTestId('comment')).find((node) => node.textContent?.includes('我的待审评论'))!;
    expect(within(first).getByTestId('in-review')).toHaveTextContent('审核中');
    expect(within(first).getByTestId('comment-delete')).toBeInTheDocument();
    expect(within(first).queryByTestId('comment-like')).toBeNull();
    const other = within(screen.getByTestId('latest-comments')).getAllByTestId('comment')[1]!;
    expect(within(other).getAllByTestId('comment-report').length).toBeGreaterThan(0);
  });

  it('a liked comment is shown liked; tapping it again says "already liked" and sends nothing', async () => {
    const liked = hot.list[0]!.id;
    const fetchSpy = installFetch();
    renderWithState({ likedComments: [liked] });
    const item = within(await screen.findByTestId('hot-comments')).getAllByTestId('comment')[0]!;
    const button = within(item).getAllByTestId('comment-like')[0]!;
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(await screen.findByTestId('toast')).toHaveTextContent('已经点过赞了哦!');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/event'))).toHaveLength(0);
    delete (globalThis as { fetch?: unknown }).fetch;
  });
});

describe('comment lists after posting (spec §4)', () => {
  const thread = page.list.find((item) => item.replies.list.length)!;
  const base = { ...thread, replies: undefined, status: 1 };

  it('a new comment goes on top of the list; a reply on top of its thread', () => {
    const data = { pages: [page], pageParams: [0] };
    const top = insertComment(data, { ...base, id: 5001, parentId: 0, rootId: 0 })!;
    expect(top.pages[0]!.list[0]!.id).toBe(5001);
    expect(top.pages[0]!.totalCount).toBe(page.totalCount + 1);
    const reply = insertComment(data, { ...base, id: 5002, parentId: thread.id, rootId: thread.id })!;
    const replied = reply.pages[0]!.list.find((item) => item.id === thread.id)!;
    expect(replied.replies.list[0]!.id).toBe(5002);
    expect(replied.replies.list).toHaveLength(thread.replies.list.length + 1);
  });

  it('my comments in review: top-level above the list, replies on top of their thread, none twice', () => {
    const pending = [
      { ...base, id: 6001, parentId: 0, rootId: 0, status: 0 },
      { ...base, id: 6002, parentId: thread.id, rootId: thread.id, status: 0 },
      { ...base, id: page.list[0]!.id, parentId: 0, rootId: 0, status: 0 },
    ];
    const merged = withPending(page.list, pending);
    expect(merged[0]!.id).toBe(6001);
    expect(merged.filter((item) => item.id === page.list[0]!.id)).toHaveLength(1);
    expect(merged.find((item) => item.id === thread.id)!.replies.list[0]!.id).toBe(6002);
  });

  it.each([
    [10102, 'comment', 'expired'],
    [401, 'comment', 'loginToComment'],
    [401, 'fav', 'actions.loginToFav'],
    [403, 'comment', 'closed'],
    [409, 'like', 'actions.repeatedLike'],
    [409, 'report', 'alreadyReported'],
    [413, 'upload', 'imageTooLarge'],
    [415, 'upload', 'imageType'],
    [429, 'like', 'tooMany'],
    [429, 'upload', 'tooMany'],
    [500, 'comment', 'failed'],
  ] as const)('status %s on %s → %s', (status, action, problem) => {
    expect(participationProblem(new ApiError('status', 'x', 'refused', status), action)).toBe(problem);
  });

  it('a failed connection is "failed", not a crash', () => {
    expect(participationProblem(new ApiError('network', 'discuss', 'fetch failed'), 'comment')).toBe('failed');
    expect(participationProblem(new Error('boom'), 'comment')).toBe('failed');
  });
});
