'use client';
/**
 * Every provider a client component relies on, in one wrapper used by the root layout and by component
 * tests: messages (next-intl), the query client (react-query) and the runtime config.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useState } from 'react';
import type { ProtocolFlags } from '@/lib/api/protocol';
import type { RuntimeConfig } from '@/lib/env';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import type { Counting } from './RuntimeContext';
import { RuntimeProvider } from './RuntimeContext';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // kept-alive screens come back with what they had: no refetch on remount or focus
        staleTime: Infinity,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

export interface AppProvidersProps {
  locale: string;
  messages: AbstractIntlMessages;
  runtime: RuntimeConfig;
  /** How the site wants calls made (token mode, signing, version): from the site config. */
  flags?: ProtocolFlags;
  /** Where views, shares, comments and likes are counted (analytics client, big data). */
  counting?: Counting;
  queryClient?: QueryClient;
  children: React.ReactNode;
}

export function AppProviders({ locale, messages, runtime, flags, counting, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      <QueryClientProvider client={client}>
        <RuntimeProvider runtime={runtime} flags={flags} counting={counting}>
          {children}
        </RuntimeProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}
