'use client';
/**
 * next-intl's translator for client parts, made from the page's messages (MessagesContext) instead of
 * next-intl's provider: the same `t(key, values)` as next-intl's hook, with its formatter, its time zone and
 * its handling of a missing message (logged; the message's name is shown).
 */
import { createTranslator } from 'next-intl';
import { useMemo } from 'react';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import { usePageMessages } from './MessagesContext';

export { useLocale } from './MessagesContext';

type Translator = (key: string, values?: Record<string, string | number | Date>) => string;

export function useTranslations(namespace?: string): Translator {
  const { locale, messages } = usePageMessages();
  return useMemo(
    () => createTranslator({ locale, messages, namespace, timeZone: TIME_ZONE }) as unknown as Translator,
    [locale, messages, namespace],
  );
}
