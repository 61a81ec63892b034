/**
 * The share button of a circle's pages (share object type 18, counted for the circle): the page's
 * address, title, summary and picture, with the site's name and colour.
 */
import { OBJECT_TYPE } from '@/lib/api/events';
import { readRuntimeConfig } from '@/lib/env';
import { shareDescription } from '@/lib/model/share';
import type { SiteConfig } from '@/lib/schemas/config';
import { absoluteUrl } from '@/lib/share/buildShareMetadata';
import { ShareButton } from '@/components/share/ShareButton';
import styles from './circles.module.css';

export function CircleShare({
  circleId,
  path,
  title,
  summary,
  image,
  label,
  config,
}: {
  circleId: number;
  path: string;
  title: string;
  summary: string;
  image: string | undefined;
  label: string;
  config: SiteConfig;
}) {
  return (
    <ShareButton
      objectId={circleId}
      objectType={OBJECT_TYPE.circle}
      className={styles.shareButton}
      testId="circle-share"
      label={label}
      share={{
        page: {
          url: absoluteUrl(readRuntimeConfig(), path),
          title,
          summary: shareDescription(summary),
          ...(image ? { image } : {}),
        },
        siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
        accent: config.padColor || '#c8102e',
      }}
    />
  );
}
