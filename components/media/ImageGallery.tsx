'use client';
/**
 * imageDetail's swipe gallery: one picture at a time with its caption and a counter, swipe or arrow keys
 * to move, pinch or double-tap to zoom. The first picture is server HTML (the page's largest picture);
 * swiper and its zoom arrive after hydration, only on this screen.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import 'swiper/css';
import 'swiper/css/zoom';
import type { Picture } from '@/lib/schemas/article';
import styles from './media.module.css';

export function ImageGallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useTranslations('gallery');
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!root.current || pictures.length === 0) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void Promise.all([import('swiper'), import('swiper/modules')]).then(([{ default: Swiper }, { Zoom, Keyboard }]) => {
      if (cancelled || !root.current) return;
      const swiper = new Swiper(root.current, {
        modules: [Zoom, Keyboard],
        zoom: { maxRatio: 3 },
        keyboard: { enabled: true },
        on: { slideChange: (instance) => setIndex(instance.activeIndex) },
      });
      root.current.dataset.ready = 'true';
      destroy = () => swiper.destroy(true, false);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [pictures.length]);

  const current = pictures[index];
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={title} data-testid="gallery">
      <h1 className={styles.galleryTitle}>{title}</h1>
      <div className={`swiper ${styles.stage}`} ref={root} data-testid="gallery-stage">
        <div className="swiper-wrapper">
          {pictures.map((picture, k) => (
            <div
              key={picture.url + k}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('position', { index: k + 1, total: pictures.length })}
            >
              <div className="swiper-zoom-container">
                <img
                  src={picture.url}
                  alt={picture.summary}
                  width={picture.width || 1200}
                  height={picture.height || 630}
                  loading={k === 0 ? 'eager' : 'lazy'}
                  fetchPriority={k === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.caption} aria-live="polite" data-testid="gallery-panel">
        <span className={styles.counter} data-testid="gallery-counter">
          {index + 1}
        </span>
        <span className={styles.total}>/ {pictures.length}</span>
        <p data-testid="gallery-caption">{current?.summary}</p>
        <span className={styles.hint}>{t('hint')}</span>
      </div>
    </section>
  );
}
