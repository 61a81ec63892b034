'use client';
/**
 * The article's text-size control (lib/textSize.ts): "Aa" opens four steps, the current one pressed; a
 * step changes the body's size at once and is kept for the next articles.
 */
import { useState } from 'react';
import { applyTextSize, parseTextSize, STANDARD_TEXT_SIZE, TEXT_SIZE_KEY, TEXT_SIZE_STEPS } from '@/lib/textSize';
import styles from './article.module.css';

export function TextSizeControl({ label, steps }: { label: string; steps: string[] }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(STANDARD_TEXT_SIZE);
  // the kept step is read as the steps open (the page was drawn at it by the <head> script already)
  const toggle = () => {
    if (!open) {
      try {
        setStep(parseTextSize(window.localStorage.getItem(TEXT_SIZE_KEY)));
      } catch {
        // storage blocked: the standard size
      }
    }
    setOpen(!open);
  };
  const choose = (next: number) => {
    setStep(next);
    applyTextSize(next);
  };
  return (
    <div className={styles.textSize}>
      <button
        type="button"
        className={styles.textSizeButton}
        aria-expanded={open}
        aria-controls="text-size-steps"
        aria-label={label}
        onClick={toggle}
        data-testid="text-size"
      >
        Aa
      </button>
      {open ? (
        <div id="text-size-steps" className={styles.textSizeSteps} role="group" aria-label={label}>
          {TEXT_SIZE_STEPS.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-pressed={index === step}
              onClick={() => choose(index)}
              data-testid="text-size-step"
            >
              {steps[index]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
