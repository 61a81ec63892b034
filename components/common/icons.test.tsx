/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { CommentIcon, ImagesIcon, PlayIcon, UserIcon } from './icons';

describe('icons', () => {
  it.each([
    ['comment', CommentIcon],
    ['images', ImagesIcon],
  ])('the %s icon of a card is an empty, hidden element drawn by CSS at its CSS size', (kind, Icon) => {
    const { container } = render(<Icon className="extra" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe('I');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.className.split(' ')).toEqual(['icon', kind, 'extra']);
    expect(icon.getAttribute('style')).toBeNull();
    expect(icon.childNodes).toHaveLength(0);
  });

  it('takes another size inline, and the play button keeps its own colours (no mask)', () => {
    const { container } = render(<PlayIcon size={36} />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.className).toBe('icon play');
    expect(icon.style.width).toBe('36px');
    expect(icon.style.height).toBe('36px');
    // the mask over currentColor applies to the single-colour icons only
    const css = readFileSync(path.join(__dirname, 'icons.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const masked = [...css.matchAll(/([^{}]+)\{[^}]*\bmask:/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
    expect(masked).toEqual(['.comment', '.images']);
  });

  it('keeps the other icons as inline SVG', () => {
    const { container } = render(<UserIcon />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
