/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { siteConfigSchema } from '@/lib/schemas/config';
import { fixture } from '@/tests/utils/fixtures';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { TopBar } from './TopBar';

jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));

const config = fixture('config', siteConfigSchema);

describe('TopBar', () => {
  it('shows the logo, "触屏版", the newspaper link and the login menu', () => {
    renderWithProviders(<TopBar config={config} />);
    expect(screen.getByRole('img', { name: '澜海日报' })).toHaveAttribute('src', '/brand/logo.svg');
    expect(screen.getByText('触屏版')).toBeInTheDocument();
    expect(screen.getByTestId('paper-link')).toHaveAttribute('href', config._p_wap.paperUrl);
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login.html');
  });

  it('hides the newspaper link when the paper URL is not http, https or ftp', () => {
    renderWithProviders(<TopBar config={{ ...config, _p_wap: { paperUrl: 'javascript:alert(1)' } }} />);
    expect(screen.queryByTestId('paper-link')).not.toBeInTheDocument();
  });

  it('on login, a close icon replaces the menu', () => {
    renderWithProviders(<TopBar config={config} variant="login" />);
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    expect(screen.queryByTestId('menu-login')).not.toBeInTheDocument();
  });

  it('speaks the reader language (en) and falls back to the site name without a logo', () => {
    renderWithProviders(<TopBar config={{ ...config, padLogo: '' }} />, { locale: 'en' });
    expect(screen.getByText('Mobile')).toBeInTheDocument();
    expect(screen.getByText('澜海日报')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
