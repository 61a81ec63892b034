/**
 * previewPDF.html?id= ("区块链证书") — an article's copyright certificate: number, fingerprint, block
 * height and time, with the certificate PDF to open or save.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadCertificate } from '@/lib/loaders/reading';
import { articleHref } from '@/lib/model/links';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadCertificate),
  async metadata({ locale, data: { certificate, article } }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return {
      ...(await screenMetadata({
        title: `${t('previewPDF')} · ${article.title}`,
        description: `${certificate.certNo} ${certificate.hash}`,
        images: [article.bigPicture],
        path: appPath('previewPDF', { id: certificate.articleId }),
        locale,
      })),
      robots: { index: false, follow: true },
    };
  },
  async View({ locale, config, data: { certificate, article } }) {
    const [t, tRoutes] = await Promise.all([
      getTranslations({ locale, namespace: 'certificate' }),
      getTranslations({ locale, namespace: 'routes' }),
    ]);
    const rows: [string, string][] = [
      [t('number'), certificate.certNo],
      [t('issuedAt'), certificate.issuedAt],
      [t('blockHeight'), String(certificate.blockHeight)],
      [t('hash'), certificate.hash],
    ];
    return (
      <>
        <TopBar config={config} />
        <main className={styles.page} data-testid="certificate">
          <div className={styles.certificate}>
            <p className={styles.certKicker}>{config.siteConfig.mainTitle || config.siteConfig.siteName}</p>
            <h1>{tRoutes('previewPDF')}</h1>
            <p className={styles.certTitle}>
              <Link href={articleHref(article)}>{article.title}</Link>
            </p>
            <dl className={styles.certFields}>
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.buttons}>
            <a
              className={styles.button}
              href={certificate.pdfUrl}
              data-testid="certificate-pdf"
              target="_blank"
              rel="noopener"
            >
              {t('open')}
            </a>
            <a className={`${styles.button} ${styles.buttonSecondary}`} href={certificate.pdfUrl} download>
              {t('save')}
            </a>
          </div>
          <p className={styles.meta}>{t('note')}</p>
        </main>
      </>
    );
  },
});
