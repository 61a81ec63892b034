/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
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
});
