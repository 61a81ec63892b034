/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { formatPlatformTimeForTest } from '@/tests/utils/time';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  it.each([
    [30_000, 'cn', '刚刚'],
    [5 * 60_000, 'cn', '5分钟前'],
    [3 * 3_600_000, 'cn', '3小时前'],
    [5 * 60_000, 'en', '5 minutes ago'],
    [3_600_000, 'en', '1 hour ago'],
    [2 * 3_600_000, 'de', 'vor 2 Stunden'],
    [3_600_000, 'fr', 'il y a 1 heure'],
  ] as const)('%d ms ago in %s → %s', (ago, locale, text) => {
    renderWithProviders(<RelativeTime value={formatPlatformTimeForTest(new Date(Date.now() - ago))} />, { locale });
    expect(screen.getByRole('time')).toHaveTextContent(text);
  });

  it('shows nothing for an unreadable time', () => {
    const { container } = renderWithProviders(<RelativeTime value="soon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
