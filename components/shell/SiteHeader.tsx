/**
 * The slim header of a page a reader reached from outside the native app (a shared link, a search): the
 * logo, which leads home, and the paper's sections, each home at that section (/home.html?column=21).
 * Inside the app, whose own bar does this, there is none. Sections are not prefetched: each is a page.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReadingContext } from '@/lib/context';
import { readRuntimeConfig } from '@/lib/env';
import { loadSections } from '@/lib/loaders/sections';
import { sectionHref } from '@/lib/model/home';
import { logoPath } from '@/lib/routing/logo';
import type { SiteConfig } from '@/lib/schemas/config';
import styles from './shell.module.css';

export async function SiteHeader({ config, context }: { config: SiteConfig; context: ReadingContext }) {
  if (context.inApp) return null;
  const [t, tHome, sections] = await Promise.all([getTranslations('topBar'), getTranslations('home'), loadSections()]);
  const siteName = config.siteConfig.mainTitle || config.siteConfig.siteName || t('fallbackName');
  const logo = logoPath(config.padLogo, readRuntimeConfig().basePath);
  return (
    <header className={styles.siteHeader} data-testid="site-header">
      <Link href="/home.html" className={styles.siteHeaderBrand} aria-label={t('homeOf', { name: siteName })}>
        {logo ? (
          <img className={styles.siteHeaderLogo} src={logo} alt="" width={68} height={22} />
        ) : (
          <span className={styles.logoText}>{siteName}</span>
        )}
      </Link>
      {sections.length ? (
        <nav className={styles.sections} aria-label={tHome('columns')}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={sectionHref(sections, section.id)} prefetch={false}>
                  {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
