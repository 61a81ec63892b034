/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it.each([
    [{ hasMore: true, loading: false, failed: false }, '加载更多'],
    [{ hasMore: true, loading: true, failed: false }, '加载中…'],
    [{ hasMore: true, loading: false, failed: true }, '网络错误，点击重试'],
    [{ hasMore: false, loading: false, failed: false }, '没有更多了'],
  ])('%j → %s', (state, text) => {
    renderWithProviders(<LoadMore {...state} onLoad={jest.fn()} />);
    expect(screen.getByTestId('load-more')).toHaveTextContent(text);
  });

  it('is marked busy while the next page loads, and only then', () => {
    const { rerender } = renderWithProviders(<LoadMore hasMore loading failed={false} onLoad={jest.fn()} />);
    expect(screen.getByTestId('load-more')).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadMore hasMore loading={false} failed={false} onLoad={jest.fn()} />);
    expect(screen.getByTestId('load-more')).toHaveAttribute('aria-busy', 'false');
  });

  it('retries on tap after a failure', () => {
    const onLoad = jest.fn();
    renderWithProviders(<LoadMore hasMore loading={false} failed onLoad={onLoad} />);
    fireEvent.click(screen.getByTestId('load-more-retry'));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('says "Has no more" in English', () => {
    renderWithProviders(<LoadMore hasMore={false} loading={false} failed={false} onLoad={jest.fn()} />, {
      locale: 'en',
    });
    expect(screen.getByTestId('load-more')).toHaveTextContent('Has no more');
  });

  describe('infinite scroll', () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    beforeEach(() => {
      seen = undefined;
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    it('loads when the foot scrolls into view', () => {
      const onLoad = jest.fn();
      renderWithProviders(<LoadMore hasMore loading={false} failed={false} onLoad={onLoad} />);
      act(() => seen?.([{ isIntersecting: true }]));
      expect(onLoad).toHaveBeenCalledTimes(1);
    });

    it('with auto off, waits for the tap', () => {
      const onLoad = jest.fn();
      renderWithProviders(<LoadMore auto={false} hasMore loading={false} failed={false} onLoad={onLoad} />);
      expect(seen).toBeUndefined();
      expect(onLoad).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
      expect(onLoad).toHaveBeenCalledTimes(1);
    });
  });
});
