'use client';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { cardTexts, type CardTexts } from '../article/ArticleCard';

export function useCardTexts(): CardTexts {
  const t = useTranslations('card');
  return useMemo(() => cardTexts(t), [t]);
}
