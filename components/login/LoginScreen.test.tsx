/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { saveLogin } from '@/lib/member/memberStore';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { LoginScreen } from './LoginScreen';

jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));

const member = { id: 7, nickname: '读者7006', head: '', phone: '132****7006' };
const fetchMock = jest.fn(async (..._args: unknown[]) => ({ ok: true, json: async () => ({}) }));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it("shows the browser's login, which the server's agrees with", () => {
  saveLogin({ ...member, token: 't'.repeat(32), accessToken: 'a'.repeat(32), refreshToken: 'r'.repeat(32) });
  renderWithProviders(<LoginScreen serverMember={member} returnTo="/home.html" />);
  expect(screen.getByTestId('member-name')).toHaveTextContent('读者7006');
  expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/session'))).toEqual([]);
});

it('forgets a server session whose platform login ended in this browser, and shows the form', async () => {
  renderWithProviders(<LoginScreen serverMember={member} returnTo="/home.html" />);
  expect(screen.getByTestId('login-form')).toBeInTheDocument();
  expect(screen.queryByTestId('logged-in')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'DELETE' })),
  );
});

it('offers its two ways as tabs over one panel, moved along with the arrow keys', () => {
  renderWithProviders(<LoginScreen returnTo="/home.html" />);
  const [byCode, byPassword] = screen.getAllByRole('tab');
  const panel = screen.getByRole('tabpanel');
  expect(byCode).toHaveAttribute('aria-selected', 'true');
  expect(byCode).toHaveAttribute('aria-controls', panel.id);
  expect(panel).toHaveAccessibleName(byCode!.textContent!);
  fireEvent.keyDown(byCode!, { key: 'ArrowRight' });
  expect(byPassword).toHaveAttribute('aria-selected', 'true');
  expect(byPassword).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(byPassword!.textContent!);
  expect(screen.getByRole('tabpanel').querySelector('input[name="password"]')).not.toBeNull();
  fireEvent.keyDown(byPassword!, { key: 'ArrowRight' });
  expect(byCode).toHaveFocus();
});
