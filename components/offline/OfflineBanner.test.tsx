/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { OfflineBanner } from './OfflineBanner';
import { whenOnline } from './useOnline';

function goOffline(offline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => jest.restoreAllMocks());

describe('the offline banner', () => {
  it('shows only while the browser is offline, and links the saved articles under the base path', () => {
    renderWithProviders(<OfflineBanner basePath="/m" />, { locale: 'en' });
    expect(screen.queryByRole('status')).toBeNull();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline and reading a copy kept on this phone.');
    expect(screen.getByRole('link', { name: 'Read offline' })).toHaveAttribute('href', '/m/savedArticles.html');
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is in the reader’s language', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner basePath="" />, { locale: 'cn' });
    expect(screen.getByRole('link', { name: '离线阅读' })).toHaveAttribute('href', '/savedArticles.html');
  });
});

describe('an interactive part offline', () => {
  it('says why instead of acting, and acts online', () => {
    const act = jest.fn();
    whenOnline(false, 'You’re offline', act);
    expect(act).not.toHaveBeenCalled();
    expect(document.body).toHaveTextContent('You’re offline');
    whenOnline(true, 'You’re offline', act);
    expect(act).toHaveBeenCalledTimes(1);
  });
});
