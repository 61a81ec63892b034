'use client';
/**
 * Counting after each route change (spec §4, §7), a moment after the page showed (never on its critical
 * path): on Android and iOS the device record (type 20, event type 12, channel 3 when shared else 1);
 * on article screens the view (event type 3) and the analytics "open article" record; on screens with an
 * id, when big data is enabled and the page is not inside the app, a page-view beacon. A logged-in
 * member's reading earns points (lib/member/memberPoints.ts, loaded only when a login is stored).
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ARTICLE_SCREEN, idOfPage, recordAction } from '@/lib/analytics/count';
import { DATA_TYPES } from '@/lib/analytics/record';
import { countEvent, EVENT_TYPE, OBJECT_TYPE } from '@/lib/api/events';
import * as browserClient from '@/lib/api/browserClient';
import { loginStored } from '@/lib/member/storedLogin';
import { provideBrowserClient, useApi, useCounting } from '../providers/RuntimeContext';

// the client's code comes in this chunk: counting makes the page's first calls (RuntimeContext)
provideBrowserClient(browserClient);

export const COUNT_DELAY_MS = 500;
export const DEVICE_RECORD = { type: 20, eventType: 12 } as const;

export function Counters() {
  const pathname = usePathname();
  const api = useApi();
  const counting = useCounting();

  useEffect(() => {
    if (!counting) return;
    const timer = setTimeout(() => {
      const { pathname: path, search, href } = window.location;
      const id = idOfPage(path, search);
      const quiet = () => undefined;
      if (/Android|iPhone|iPad|iPod/i.test(navigator.userAgent))
        void api
          .record(countEvent, {
            ...DEVICE_RECORD,
            id: id ?? 0,
            channel: counting.shared ? 3 : 1,
          })
          .catch(quiet);
      if (id && ARTICLE_SCREEN.test(path)) {
        void api
          .record(countEvent, { id, type: OBJECT_TYPE.article, eventType: EVENT_TYPE.view, channel: 1 })
          .catch(quiet);
        recordAction(counting.analytics, counting.inApp, { dataType: DATA_TYPES.openArticle, articleId: id });
        if (loginStored())
          void import('@/lib/member/memberPoints')
            .then(({ awardArticlePoints }) => awardArticlePoints(api.runtime, 'read', id))
            .catch(quiet);
      }
      if (id && counting.bigData.enabled && counting.bigData.baseUrl && !counting.inApp) {
        const beacon = new URL(counting.bigData.baseUrl);
        beacon.searchParams.set('id', String(id));
        beacon.searchParams.set('url', href);
        beacon.searchParams.set('t', String(Date.now()));
        void fetch(beacon, { mode: 'no-cors', keepalive: true }).catch(quiet);
      }
    }, COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, api, counting]);

  return null;
}
