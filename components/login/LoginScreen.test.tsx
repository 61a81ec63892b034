/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
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
