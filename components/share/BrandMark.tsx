/**
 * The share targets' marks, drawn here (no CDN, no font): each brand's shape in white on its colour
 * (share.module.css): WeChat's two speech bubbles, the Moments shutter, QQ's penguin, Weibo's eye, the
 * Qzone star, a message bubble for SMS, a picture frame for the poster.
 */
import type { ShareTarget } from '@/lib/share/targets';

const MARKS: Record<ShareTarget, React.ReactNode> = {
  wechat: (
    <>
      <path d="M9.5 4C5.4 4 2 6.8 2 10.2c0 2 1.1 3.7 2.8 4.8L4.2 17l2.4-1.2c.9.3 1.9.4 2.9.4h.4a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.5C16.7 5.9 13.4 4 9.5 4z" />
      <path d="M16.9 10c-3.3 0-5.9 2.2-5.9 4.9s2.6 4.9 5.9 4.9c.7 0 1.4-.1 2-.3l1.9 1-.5-1.7c1.4-.9 2.4-2.3 2.4-3.9 0-2.7-2.6-4.9-5.8-4.9z" />
      <circle cx="7" cy="8.8" r="1" fill="var(--mark-bg)" />
      <circle cx="12" cy="8.8" r="1" fill="var(--mark-bg)" />
      <circle cx="15" cy="14" r=".8" fill="var(--mark-bg)" />
      <circle cx="18.8" cy="14" r=".8" fill="var(--mark-bg)" />
    </>
  ),
  moments: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 3.5 15 12M20.5 12 12 15M12 20.5 9 12M3.5 12 12 9M18 6 13.5 13.5M18 18l-7.5-4.5M6 18l4.5-7.5M6 6l7.5 4.5" />
    </g>
  ),
  qq: (
    <path d="M12 2.5c-3.3 0-5.6 2.6-5.6 6v1.3c-.9 1.2-2.2 3.4-2.2 5.2 0 .9.3 1.2.6 1.2.4 0 1-.6 1.5-1.5.3 1.3 1 2.4 1.9 3.2-1.2.4-2 1-2 1.6 0 1 2 1.5 4.3 1.5 1.6 0 2.9-.3 3.5-.8.6.5 1.9.8 3.5.8 2.3 0 4.3-.5 4.3-1.5 0-.6-.8-1.2-2-1.6.9-.8 1.6-1.9 1.9-3.2.5.9 1.1 1.5 1.5 1.5.3 0 .6-.3.6-1.2 0-1.8-1.3-4-2.2-5.2V8.5c0-3.4-2.3-6-5.6-6z" />
  ),
  weibo: (
    <>
      <path d="M10.2 19.5c-4 0-7.2-1.9-7.2-4.6 0-1.5 1-3.2 2.6-4.8 2.2-2.2 4.8-3.2 5.8-2.2.4.4.5 1.2.2 2.1-.2.5.4.2.4.2 1.8-.7 3.3-.8 3.9.1.3.4.3 1.1 0 1.8-.1.3 0 .4.3.5 1.2.4 2.6 1.3 2.6 2.9 0 2.5-3.7 4-8.6 4z" />
      <ellipse cx="10" cy="15.4" rx="3.6" ry="2.6" fill="var(--mark-bg)" />
      <circle cx="9.4" cy="15.6" r="1.1" />
      <path
        d="M16.5 4.5a5 5 0 0 1 4.6 6.2M16.2 7.2a2.3 2.3 0 0 1 2.3 2.9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  ),
  poster: (
    <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="m4 16 5-5 4 4 2-2 5 5" />
      <circle cx="15.5" cy="8" r="1.5" />
    </g>
  ),
  qzone: <path d="m12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.3L12 17.1l-5.7 3.1 1.2-6.3L2.8 9.5l6.4-.8z" />,
  sms: (
    <path d="M4 5h16a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 20 17h-9l-4.5 3.5V17H4a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 4 5zm3 5.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zm5 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zm5 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z" />
  ),
};

export function BrandMark({ target }: { target: ShareTarget }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      {MARKS[target]}
    </svg>
  );
}
