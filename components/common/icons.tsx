/** Inline icons (no icon font, no request). */
import type { ReactNode } from 'react';
import styles from './icons.module.css';

interface IconProps {
  size?: number;
  className?: string;
}

/** An icon drawn by CSS (icons.module.css): for the ones every list card repeats. */
function CssIcon({ kind, size, fallbackSize, className }: IconProps & { kind: string; fallbackSize: number }) {
  return (
    <i
      aria-hidden
      className={[styles.icon, styles[kind], className].filter(Boolean).join(' ')}
      // a style only where the size differs: an undefined one would still be sent with the page
      {...(size === undefined || size === fallbackSize ? {} : { style: { width: size, height: size } })}
    />
  );
}

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

export function UserIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

export function CloseIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function PaperIcon({ size = 18, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </svg>
  );
}

export function ArrowUpIcon({ size = 20, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

export function ArrowDownIcon({ size = 20, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M12 5v14M5 12l7 7 7-7" />
    </svg>
  );
}

export function PlayIcon({ size, className }: IconProps) {
  return <CssIcon kind="play" size={size} fallbackSize={44} className={className} />;
}

export function ThumbIcon({ size = 14, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M7 10v11H4V10zM7 10l4-7c1.7 0 2.6 1.1 2.3 2.7L12.6 9H19a2 2 0 012 2.3l-1.3 7.5A2 2 0 0117.7 21H7" />
    </svg>
  );
}

/** A comment count with its icon before it, drawn by CSS: one element where an icon and a text were two. */
export function CommentCount({ children }: { children: ReactNode }) {
  return <span className={styles.commentCount}>{children}</span>;
}

/** An article's reads, after an eye drawn by its own ::before. */
export function ReadCount({ children }: { children: ReactNode }) {
  return <span className={styles.readCount}>{children}</span>;
}

export function ImagesIcon({ size, className }: IconProps) {
  return <CssIcon kind="images" size={size} fallbackSize={12} className={className} />;
}

export function GlobeIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </svg>
  );
}

export function StarIcon({ size = 16, className, filled }: IconProps & { filled?: boolean }) {
  return (
    <svg {...base(size)} className={className} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </svg>
  );
}

export function ShareIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M12 3v13M7 8l5-5 5 5" />
    </svg>
  );
}

/** Save offline: an arrow down into a tray. */
export function DownloadIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...base(size)} className={className}>
      <path d="M4 15v4a1 1 0 001 1h14a1 1 0 001-1v-4M12 4v11M7 10l5 5 5-5" />
    </svg>
  );
}
