/**
 * The messages a page sends to the browser. Server components translate on the server and need nothing
 * sent, so a page carries only the namespaces its client components read: about 1.1 KB gzipped less on
 * every page, which keeps an article's HTML within the first round trip of a new connection (the first
 * congestion window, about 14 KB). A namespace that only one screen's client components read goes with that
 * screen's own provider (the login screen's). clientMessages.test.ts walks the client module graph and keeps
 * both lists in step with the code.
 */
import type { AbstractIntlMessages } from 'next-intl';

/** Read by client components on any screen (the root layout's provider). */
export const CLIENT_NAMESPACES = [
  'actions',
  'ads',
  'card',
  'comments',
  'credits',
  'empty',
  'errors',
  'gallery',
  'home',
  'list',
  'lists',
  'live',
  'share',
  'time',
  'wechat',
] as const;

/** Read by the client components of one screen only: the namespace, and the folder of those components. */
export const SCREEN_NAMESPACES = { login: 'components/login/' } as const;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
