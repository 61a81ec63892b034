'use client';
/**
 * The page's own dialog for the two comment actions that ask first (never the browser's confirm(), which
 * some webviews suppress and which cannot ask a reason): deleting my comment, and reporting another's with
 * its reason (lib/model/commentReport.ts). A modal <dialog>: focus stays in it, Escape or 取消 closes it.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '@/lib/model/commentReport';
import styles from './comments.module.css';

export type Question = { kind: 'remove'; id: number } | { kind: 'report'; id: number };

export function CommentDialog({
  question,
  busy,
  onAnswer,
  onClose,
}: {
  question: Question | undefined;
  busy: boolean;
  /** The reader confirmed: a report carries its reason. */
  onAnswer: (question: Question, reason?: ReportReason) => void;
  onClose: () => void;
}) {
  const t = useTranslations('comments');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [problem, setProblem] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (question && !element.open) {
      setReason(undefined);
      setProblem(false);
      element.showModal();
    }
    if (!question && element.open) element.close();
  }, [question]);

  function submit() {
    if (!question || busy) return;
    if (question.kind === 'report' && !reason) return setProblem(true);
    onAnswer(question, reason);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="comment-dialog"
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {question?.kind === 'report' ? t('reportTitle') : t('deleteConfirm')}
        </h2>
        {question?.kind === 'report' ? (
          <fieldset className={styles.reasons} aria-describedby={problem ? `${titleId}-problem` : undefined}>
            <legend>{t('reportReason')}</legend>
            {REPORT_REASONS.map((each) => (
              <label key={each} className={styles.reason}>
                <input
                  type="radio"
                  name="reason"
                  value={each}
                  checked={reason === each}
                  onChange={() => {
                    setReason(each);
                    setProblem(false);
                  }}
                />
                {t(`reportReasons.${each}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {problem ? (
          <p id={`${titleId}-problem`} className={styles.problem} role="alert" data-testid="report-problem">
            {t('chooseReason')}
          </p>
        ) : null}
        <div className={styles.dialogButtons}>
          <button type="button" className={styles.dialogCancel} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={styles.dialogConfirm} disabled={busy} data-testid="dialog-confirm">
            {question?.kind === 'report' ? t('report') : t('delete')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
