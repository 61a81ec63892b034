'use client';
import { useRouter } from 'next/navigation';
import { CloseIcon } from '../common/icons';

/** Goes back; with no page to go back to (opened directly), goes home. */
export function CloseButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      data-testid="close-login"
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/home.html'))}
    >
      <CloseIcon />
    </button>
  );
}
