/** @jest-environment jsdom */
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
    expect(icon.className).toBe('play');
    expect(icon.style.width).toBe('36px');
    expect(icon.style.height).toBe('36px');
  });

  it('keeps the other icons as inline SVG', () => {
    const { container } = render(<UserIcon />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
