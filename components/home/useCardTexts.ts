'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { CardTexts } from '../article/ArticleCard';

export function useCardTexts(): CardTexts {
  const t = useTranslations('card');
  return useMemo(
    () => ({
      pictures: (count: number) => t('pictures', { count }),
      badge: {
        video: t('video'),
        topic: t('topic'),
        link: t('link'),
        h5: t('h5'),
        live0: t('live0'),
        live1: t('live1'),
        live2: t('live2'),
      },
    }),
    [t],
  );
}
