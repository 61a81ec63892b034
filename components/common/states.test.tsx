/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

describe('empty and error states', () => {
  it('say what happened and offer a way on, with no element for their picture', () => {
    const { container } = render(<EmptyState title="还没有内容" action={{ label: '返回首页', href: '/home.html' }} />);
    expect(screen.getByText('还没有内容')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home.html');
    expect(container.querySelector('svg')).toBeNull();

    const retry = jest.fn();
    const error = render(<ErrorState title="内容暂时无法加载" retryLabel="重试" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('内容暂时无法加载');
    screen.getByRole('button', { name: '重试' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(error.container.querySelector('svg')).toBeNull();
  });

  it("draw the picture as the state's own ::before, a mask over the theme's text colour", () => {
    const css = readFileSync(path.join(__dirname, 'states.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rule = /\.state::before\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content:\s*''/);
    expect(rule).toMatch(/background-color:\s*currentColor/);
    expect(rule).toMatch(/\bmask:\s*var\(--sheet\)/);
    expect(rule).toMatch(/--sheet:\s*url\("data:image\/svg\+xml,/);
  });
});
