'use client';
/** The share button of an activity (share object type 4): the share panel, loaded on the first tap. */
import { lazy, Suspense, useState } from 'react';
import type { ShareSetup } from '@/lib/share/targets';
import { OBJECT_TYPE } from '@/lib/api/events';
import { ShareIcon } from '../common/icons';
import pageStyles from '../pages/pages.module.css';
import styles from './activity.module.css';

const SharePanel = lazy(() => import('../share/SharePanel').then((module) => ({ default: module.SharePanel })));

export function ActivityShare({ fileId, label, share }: { fileId: number; label: string; share: ShareSetup }) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${pageStyles.button} ${pageStyles.buttonSecondary} ${styles.shareButton}`}
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
        data-testid="activity-share"
      >
        <ShareIcon />
        {label}
      </button>
      {sharing ? (
        <Suspense fallback={null}>
          <SharePanel
            objectId={fileId}
            objectType={OBJECT_TYPE.activity}
            {...share}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
