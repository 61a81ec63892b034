'use client';
/**
 * seekArticleDetail's "find my submissions": a name looks up the call's submissions by that author, each
 * leading to its page. An empty name is refused in words ("please input name", spec §5); one search at a time.
 */
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchSubmissions } from '@/lib/api/tipoffs';
import { fillSlots } from '@/lib/i18n/browserFill';
import { appPath } from '@/lib/routing/routes';
import type { Submission } from '@/lib/schemas/tipoffs';
import { useApi } from '../providers/RuntimeContext';
import styles from './tipoffs.module.css';

export interface SubmissionLookupTexts {
  title: string;
  label: string;
  inputName: string;
  search: string;
  /** With the searched {name}. */
  none: string;
  failed: string;
}

type Result = { kind: 'found'; name: string; list: Submission[] } | { kind: 'problem'; text: string };

export function SubmissionLookup({ callId, texts }: { callId: number; texts: SubmissionLookupTexts }) {
  const api = useApi();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();

  async function search(event: FormEvent) {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setResult({ kind: 'problem', text: texts.inputName });
    if (busy) return;
    setBusy(true);
    try {
      const answer = await fetchSubmissions(api, callId, 0, wanted);
      setResult({ kind: 'found', name: wanted, list: isEmpty(answer) ? [] : answer.list });
    } catch {
      setResult({ kind: 'problem', text: texts.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.lookup} aria-labelledby="submission-lookup" data-testid="submission-lookup">
      <h2 id="submission-lookup">{texts.title}</h2>
      <form onSubmit={search} noValidate>
        <label htmlFor="submission-author">{texts.label}</label>
        <div className={styles.lookupRow}>
          <input
            id="submission-author"
            name="author"
            value={name}
            maxLength={40}
            placeholder={texts.inputName}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" disabled={busy} data-testid="submission-search">
            {texts.search}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {result?.kind === 'problem' ? (
          <p className={styles.problem} role="alert" data-testid="submission-problem">
            {result.text}
          </p>
        ) : result?.kind === 'found' ? (
          result.list.length ? (
            <ul className={styles.found} data-testid="submission-found">
              {result.list.map((item) => (
                <li key={item.id}>
                  <Link href={appPath('inputArticleDetail', { id: item.id })}>{item.title}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.problem} data-testid="submission-none">
              {fillSlots(texts.none, { name: result.name })}
            </p>
          )
        ) : null}
      </div>
    </section>
  );
}
