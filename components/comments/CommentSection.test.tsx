/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { commentPageSchema, hotCommentsSchema } from '@/lib/schemas/comment';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { CommentSection } from './CommentSection';

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
    renderComments();
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
