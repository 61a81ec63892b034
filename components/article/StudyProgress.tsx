'use client';
/** onlineStudy's progress bar: how far through the lesson the reader has scrolled (a sticky bar under the top bar). */
import { useEffect, useState } from 'react';
import styles from './article.module.css';

export function StudyProgress({ label }: { label: string }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const room = document.documentElement.scrollHeight - window.innerHeight;
        setProgress(room > 0 ? Math.min(100, Math.round((window.scrollY / room) * 100)) : 100);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      data-testid="study-progress"
    >
      <span style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
