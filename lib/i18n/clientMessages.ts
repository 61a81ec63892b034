/**
 * The messages a page sends to the browser. Server components translate on the server and need nothing
 * sent, so a page carries only the namespaces its client components read: the root layout those of the
 * parts every page may show (the error state, WeChat's authorisation), and each screen those of its own
 * parts (`messages` of its definition, screens/), which its page adds below the layout's
 * (lib/render/screenPage.tsx). An article's HTML carries 3.4 KB of messages instead of 4.7
 * (docs/client-messages.md). clientMessages.test.ts walks each screen's module graph and says what a
 * screen must list.
 */
import type { AbstractIntlMessages } from 'next-intl';
import type cn from '@/messages/cn.json';

/** A namespace of the messages (messages/cn.json, the same in every locale). */
export type MessageNamespace = keyof typeof cn;

/** Read by client components that any screen may show (the root layout's provider). */
export const LAYOUT_NAMESPACES = ['errors', 'wechat'] as const satisfies readonly MessageNamespace[];

/**
 * Read by parts whose code loads later (the comments, the like bar once tapped, the share panel, an
 * article's related lists): such a part fetches them as its code loads (components/providers/
 * lazyWithMessages.tsx, app/api/messages), so a page carries them only where its first view reads them
 * too (`card` on home and the lists) and nothing is fetched then (docs/page-bytes.md).
 */
export const LOADED_NAMESPACES = ['card', 'comments', 'share'] as const satisfies readonly MessageNamespace[];
export type LoadedNamespace = (typeof LOADED_NAMESPACES)[number];

/** The messages' hash, fixed at build time (next.config.ts): part of the loaded texts' address. */
export const MESSAGES_VERSION = process.env.MESSAGES_VERSION ?? 'unbuilt';

/** Where a part fetches a loaded namespace (app/api/messages/[version]/[locale]/[namespace]). */
export function loadedMessagesPath(basePath: string, locale: string, namespace: LoadedNamespace): string {
  return `${basePath}/api/messages/${MESSAGES_VERSION}/${locale}/${namespace}`;
}

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
