/**
 * The messages as the build hands them to pages: precompiled by next-intl's plugin (icu-minify), so that
 * component tests format them the way the browser does (jest maps use-intl's formatter to the one for
 * precompiled messages, as the plugin does for the build: jest.config.mjs).
 */
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import bo from '@/messages/bo.json';
import cn from '@/messages/cn.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

const SOURCES: Record<Locale, AbstractIntlMessages> = { cn, en, de, fr, bo };
const compiled = new Map<Locale, AbstractIntlMessages>();

function compileAll(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? (compile(value) as unknown as string) : compileAll(value),
    ]),
  );
}

export function pageMessages(locale: Locale): AbstractIntlMessages {
  let messages = compiled.get(locale);
  if (!messages) compiled.set(locale, (messages = compileAll(SOURCES[locale])));
  return messages;
}
