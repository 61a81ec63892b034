/**
 * Renders a component inside next-intl's provider (every namespace, precompiled as the build has them)
 * and the app's providers wrapper (query client, runtime config), the way the layouts do.
 */
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { AppProviders } from '@/components/providers/AppProviders';
import { makeQueryClient } from '@/components/providers/queries';
import type { RuntimeConfig } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import { pageMessages } from './messages';

export const TEST_RUNTIME: RuntimeConfig = {
  bases: {
    base: 'http://platform.test/app_if',
    sso: 'http://platform.test/sso-app/api',
    nis: 'http://platform.test/nis',
    adv: 'http://platform.test/adv',
    mvod: 'http://platform.test/mvod',
    mam: 'http://platform.test/mam',
    vote: 'http://platform.test/amuc/api/vote',
  },
  siteId: 1,
  appId: 'lanhai-wap',
  publicUrl: 'http://web.test',
  basePath: '',
  version: '1.0.0',
  wechatOauthUrl: 'http://platform.test/wx/connect/oauth2/authorize',
};

export function renderWithProviders(
  ui: React.ReactElement,
  {
    locale = 'cn',
    runtime = TEST_RUNTIME,
    ...options
  }: { locale?: Locale; runtime?: RuntimeConfig } & RenderOptions = {},
) {
  const queryClient = makeQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return {
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => (
        <NextIntlClientProvider locale={locale} messages={pageMessages(locale)} timeZone={TIME_ZONE}>
          <AppProviders runtime={runtime} queryClient={queryClient}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
      ),
      ...options,
    }),
  };
}
