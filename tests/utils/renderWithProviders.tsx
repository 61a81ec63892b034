/**
 * Renders a component through the app's one providers wrapper (messages, query client, runtime config),
 * the way the root layout does.
 */
import { render, type RenderOptions } from '@testing-library/react';
import type { AbstractIntlMessages } from 'next-intl';
import { AppProviders } from '@/components/providers/AppProviders';
import { makeQueryClient } from '@/components/providers/queries';
import type { RuntimeConfig } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import cn from '@/messages/cn.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import bo from '@/messages/bo.json';

const MESSAGES: Record<Locale, AbstractIntlMessages> = { cn, en, de, fr, bo };

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
        <AppProviders locale={locale} messages={MESSAGES[locale]} runtime={runtime} queryClient={queryClient}>
          {children}
        </AppProviders>
      ),
      ...options,
    }),
  };
}
