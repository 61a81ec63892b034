'use client';
/**
 * The page's messages for its client parts (precompiled at build time by next-intl's plugin) and its
 * locale, held in a plain context rather than next-intl's provider: parts of every first load (the error
 * state, relative times) read them without next-intl's client, which comes only with the parts that
 * format messages (useTranslations.ts). docs/client-messages.md says why.
 */
import type { AbstractIntlMessages } from 'next-intl';
import { createContext, useContext, useMemo } from 'react';

interface PageMessages {
  locale: string;
  messages: AbstractIntlMessages;
}

const MessagesContext = createContext<PageMessages | null>(null);

/**
 * The page's messages; inside another provider (a screen's, below the layout's), its namespaces are added
 * to the enclosing provider's.
 */
export function MessagesProvider({ locale, messages, children }: PageMessages & { children: React.ReactNode }) {
  const outer = useContext(MessagesContext);
  // one value while the locale and messages stay: a re-render of the providers re-renders no reader
  const value = useMemo(
    () => ({ locale, messages: outer ? { ...outer.messages, ...messages } : messages }),
    [locale, messages, outer],
  );
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

export function usePageMessages(): PageMessages {
  const value = useContext(MessagesContext);
  if (!value) throw new Error('messages need <MessagesProvider> (AppProviders)');
  return value;
}

export function useLocale(): string {
  return usePageMessages().locale;
}

/** A namespace's messages as the page holds them (texts, or precompiled messages with arguments). */
export function useNamespace(namespace: string): Record<string, unknown> {
  const namespaceMessages = usePageMessages().messages[namespace];
  return typeof namespaceMessages === 'object' && namespaceMessages !== null ? namespaceMessages : {};
}

/**
 * The texts of one namespace that have no arguments, as they are: what parts of every first load show.
 * A missing key, or a message with arguments (which needs useTranslations), is logged and shows its
 * name, as next-intl does for a missing message.
 */
export function usePlainTexts(namespace: string): (key: string) => string {
  const texts = useNamespace(namespace);
  return (key) => {
    const text = texts[key];
    if (typeof text === 'string') return text;
    console.error(`[messages] ${namespace}.${key} is ${text === undefined ? 'missing' : 'not a plain text'}`);
    return `${namespace}.${key}`;
  };
}
