/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { likedHere, rememberLike } from '@/lib/device';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { postCommentsKey } from './PostComments';
import { PostLike } from './PostLike';

const TEXTS = { likes: '{count}赞', comments: '{count}评论', alreadyLiked: '已经赞过了', failed: '失败' };

function renderLike() {
  return renderWithProviders(<PostLike postId={31} praiseCount={4} commentCount={2} texts={TEXTS} />);
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  window.localStorage.clear();
});

describe('PostLike', () => {
  it('shows the post liked when this device liked it before (the platform has no read of it)', async () => {
    rememberLike(31, true, 'post');
    renderLike();
    await waitFor(() => expect(screen.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('remembers a counted like on this device', async () => {
    // jsdom has no Response: what the client reads of one
    (globalThis as { fetch?: unknown }).fetch = async () =>
      ({
        ok: true,
        status: 200,
        json: async () => ({ status: 0, data: { praiseCount: 5, counted: true } }),
      }) as Response;
    renderLike();
    const like = screen.getByTestId('post-like');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveTextContent('5赞'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(likedHere(31, 'post')).toBe(true);
  });

  it('counts the comments as the list has them once it has loaded', async () => {
    const view = renderLike();
    expect(screen.getByTestId('post-comment-count')).toHaveTextContent('2评论');
    act(() => {
      view.queryClient.setQueryData(postCommentsKey(31), {
        pages: [{ list: [], totalCount: 3, hasMore: false }],
        pageParams: [0],
      });
    });
    expect(screen.getByTestId('post-comment-count')).toHaveTextContent('3评论');
  });
});
