'use client';
/**
 * The home carousel. The first slide is plain server HTML (the page's largest picture, loaded at once);
 * swiper is imported only after hydration, on screens that show a carousel, to add swiping, autoplay and
 * the dots.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import 'swiper/css';
import 'swiper/css/pagination';
import { articleHref } from '@/lib/model/links';
import type { ArticleSummary } from '@/lib/schemas/article';
import styles from './home.module.css';

export function Carousel({ slides, label }: { slides: ArticleSummary[]; label: string }) {
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (slides.length < 2 || !root.current) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void Promise.all([import('swiper'), import('swiper/modules')]).then(
      ([{ default: Swiper }, { Autoplay, Pagination }]) => {
        if (cancelled || !root.current) return;
        const swiper = new Swiper(root.current, {
          modules: [Autoplay, Pagination],
          loop: true,
          autoplay: { delay: 4000, disableOnInteraction: false },
          pagination: { el: dots.current, clickable: true },
        });
        destroy = () => swiper.destroy(true, false);
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [slides.length]);

  if (!slides.length) return null;
  return (
    <section className={styles.carousel} aria-label={label} aria-roledescription="carousel" data-testid="carousel">
      <div className={`swiper ${styles.carouselInner}`} ref={root}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <Link key={slide.id} href={articleHref(slide)} className={`swiper-slide ${styles.slide}`}>
              <img
                src={slide.middlePicture || slide.bigPicture}
                alt=""
                width={640}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <p className={styles.slideTitle}>{slide.title}</p>
            </Link>
          ))}
        </div>
        <div className="swiper-pagination" ref={dots} />
      </div>
    </section>
  );
}
