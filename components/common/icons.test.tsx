/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { CommentCount, ImagesIcon, PlayIcon, UserIcon } from './icons';

describe('icons', () => {
  it('the images icon of a card is an empty, hidden element drawn by CSS at its CSS size', () => {
    const { container } = render(<ImagesIcon className="extra" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe('I');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.className.split(' ')).toEqual(['icon', 'images', 'extra']);
    expect(icon.getAttribute('style')).toBeNull();
    expect(icon.childNodes).toHaveLength(0);
  });

  it('a comment count is one element: its icon is drawn by its own ::before', () => {
    const { container } = render(<CommentCount>1.2万</CommentCount>);
    expect(container.innerHTML).toBe('<span class="commentCount">1.2万</span>');
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
    expect(masked).toEqual(['.commentCount::before', '.readCount::before', '.images']);
  });

  it('keeps the other icons as inline SVG', () => {
    const { container } = render(<UserIcon />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
