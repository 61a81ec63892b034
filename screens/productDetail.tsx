/** productDetail.html?id= ("产品详情") — one of the paper's products: picture, summary, description, where to get it. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/RichText';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadProduct } from '@/lib/loaders/reading';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath, isRouteName } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadProduct),
  metadata({ locale, data: product }) {
    return screenMetadata({
      title: product.name,
      description: product.summary || product.content,
      images: [product.picture],
      path: appPath('productDetail', { id: product.id }),
      locale,
    });
  },
  async View({ locale, config, data: product }) {
    const t = await getTranslations({ locale, namespace: 'product' });
    // a product links to one of our screens by its route name, never to an address it carries
    const link = isRouteName(product.link) ? appPath(product.link) : undefined;
    return (
      <>
        <TopBar config={config} />
        <main className={styles.page} data-testid="product">
          {product.picture ? (
            <img className={styles.cover} src={product.picture} alt="" width={640} height={360} />
          ) : null}
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
  },
});
