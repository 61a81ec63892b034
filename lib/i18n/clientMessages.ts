/**
 * The messages a page sends to the browser, by layout. Server components translate on the server and need
 * nothing sent, so each layout's next-intl provider carries only the namespaces its client components
 * read: the root layout those of the parts every page may show (the error state, WeChat's authorisation),
 * each route group's layout those of its screens' parts (app/[variant]/(articles), (lists), login; the
 * live and the gallery add theirs). A provider replaces the enclosing one's messages, so each list starts
 * with the root layout's.
 * A part that reads a namespace its page does not send logs next-intl's MISSING_MESSAGE, which fails any
 * browser test that opens it (tests/e2e/fixtures.ts). docs/client-messages.md gives the sizes.
 */
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type cn from '@/messages/cn.json';
import type { Locale } from './locales';

/** A namespace of the messages (messages/cn.json, the same in every locale). */
export type MessageNamespace = keyof typeof cn;

/**
 * Read by client components that any screen may show (the root layout's provider): the error state, WeChat's
 * authorisation, the offline banner and what likes, comments, votes and the save button say offline.
 */
export const LAYOUT_NAMESPACES = ['errors', 'offline', 'wechat'] as const satisfies readonly MessageNamespace[];

/**
 * The reading screens' (app/[variant]/(articles)): the like bar, the comments, the share panel, the related
 * lists' cards, the ads. The live (liveDetail) and the gallery (imageDetail) add their own in their layouts.
 */
export const ARTICLE_NAMESPACES = [
  ...LAYOUT_NAMESPACES,
  ...(['actions', 'ads', 'card', 'comments', 'empty', 'list', 'share', 'time'] as const),
] satisfies readonly MessageNamespace[];

/** The lists' (app/[variant]/(lists)): feeds and their cards, load-more, ads, an account's comments and share. */
export const LIST_NAMESPACES = [
  ...LAYOUT_NAMESPACES,
  ...(['actions', 'ads', 'card', 'comments', 'empty', 'home', 'list', 'lists', 'share', 'time'] as const),
] satisfies readonly MessageNamespace[];

/** The namespaces of `namespaces` in this locale's messages, as the build precompiled them. */
export async function clientMessages(
  locale: Locale,
  namespaces: readonly MessageNamespace[],
): Promise<AbstractIntlMessages> {
  const messages = await getMessages({ locale });
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
