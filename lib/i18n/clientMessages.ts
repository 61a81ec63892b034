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
 * The texts of parts whose code loads later, by part: the comments, the like bar once tapped, the share
 * panel, an article's related lists. Such a part fetches its set with its code in one request
 * (components/providers/lazyWithMessages.tsx, app/api/messages), unless its page sent every namespace of
 * it (home and the lists send `card` and `time`, which their first view reads): so an article's HTML
 * carries none of them (docs/page-bytes.md).
 */
export const LOADED_TEXTS = {
  comments: ['actions', 'comments', 'empty', 'list', 'time'],
  likeBar: ['actions', 'comments'],
  relatedLists: ['card', 'time'],
  share: ['share'],
} as const satisfies Record<string, readonly MessageNamespace[]>;
export type LoadedTexts = keyof typeof LOADED_TEXTS;

/** The messages' hash, fixed at build time (next.config.ts): part of the loaded texts' address. */
export const MESSAGES_VERSION = process.env.MESSAGES_VERSION ?? 'unbuilt';

/** Where a part fetches its texts (app/api/messages/[version]/[locale]/[part]). */
export function loadedMessagesPath(basePath: string, locale: string, part: LoadedTexts): string {
  return `${basePath}/api/messages/${MESSAGES_VERSION}/${locale}/${part}`;
}

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
