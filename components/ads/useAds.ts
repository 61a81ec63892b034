'use client';
/**
 * The ads of a placement, loaded in the browser after the page (the cached HTML carries none). A failed
 * ad load logs a warning and gives no ads: the page never shows an ad error (spec §8).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchAds, type AdPlacement } from '@/lib/api/ads';
import type { Ad } from '@/lib/schemas/ads';
import { useApi } from '../providers/RuntimeContext';

export function useAds(placement: AdPlacement, enabled: boolean): Ad[] {
  const api = useApi();
  const query = useQuery({
    queryKey: ['ads', placement],
    queryFn: async ({ signal }) => {
      try {
        return await fetchAds(api, placement, { signal });
      } catch (error) {
        // cancelled (the placement left the screen mid-call): not a failure, and not "no ads" for 5 minutes
        if (signal.aborted) throw error;
        console.warn(
          `[ads] ${placement.kind} ads not loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
        return [];
      }
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? [];
}
