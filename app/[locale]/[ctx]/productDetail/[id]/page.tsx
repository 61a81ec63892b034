/** productDetail.html?id= ("产品详情") — one of the paper's products: picture, summary, description, where to get it. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/RichText';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadProduct } from '@/lib/loaders/reading';
import { appPath, isRouteName } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const { data: product, ...screen } = await readScreenItem(params, 'id', loadProduct);
  return { ...screen, product };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await load(params);
  return screenMetadata({
    title: product.name,
    description: product.summary || product.content,
    images: [product.pic],
    path: appPath('productDetail', { id: product.id }),
    locale,
  });
}

async function ProductDetailPage({ params }: Props) {
  const { locale, product } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'product' })]);
  // a product links to one of our screens by its route name, never to an address it carries
  const link = isRouteName(product.linkUrl) ? appPath(product.linkUrl) : undefined;
  return (
    <>
      <TopBar config={config} />
      <main className={styles.page} data-testid="product">
        {product.pic ? <img className={styles.cover} src={product.pic} alt="" width={640} height={360} /> : null}
        <h1>{product.name}</h1>
        {product.summary ? <p className={styles.lead}>{product.summary}</p> : null}
        <RichText html={product.content} />
        {link ? (
          <div className={styles.buttons}>
            <Link className={styles.button} href={link} data-testid="product-link">
              {t('open')}
            </Link>
          </div>
        ) : null}
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(ProductDetailPage);
