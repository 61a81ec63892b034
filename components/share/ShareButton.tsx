'use client';
/**
 * The share button of a page that is not an article (an activity, share object type 4; a circle, 18):
 * the share panel, loaded on the first tap, counting each share with the object's type and id.
 */
import { Suspense, useState } from 'react';
import type { ObjectType } from '@/lib/api/events';
import type { ShareSetup } from '@/lib/share/targets';
import { ShareIcon } from '../common/icons';
import { LazySharePanel } from './LazySharePanel';

export function ShareButton({
  objectId,
  objectType,
  label,
  share,
  className,
  testId,
}: {
  objectId: number;
  objectType: ObjectType;
  label: string;
  share: Omit<ShareSetup, 'objectType'>;
  className?: string;
  testId: string;
}) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setSharing(true)}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        <ShareIcon />
        {label}
      </button>
      {sharing ? (
        <Suspense fallback={null}>
          <LazySharePanel objectId={objectId} objectType={objectType} {...share} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
