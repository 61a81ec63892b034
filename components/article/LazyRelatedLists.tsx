'use client';
/**
 * The related and recommended lists as the article includes them: a slot keeping their room until the
 * reader comes within 300 px, then their code and data load (RelatedLists). The slot sits right
 * under the like bar: with the comments' 600 px, a phone asked for them at load on most articles (the
 * demo article's slot is 1,388 px down an 812 px screen), bringing the query library and zod to readers
 * who never scroll.
 */
import { LoadWhenNear } from '../common/LoadWhenNear';
import { lazyPart } from '../common/lazyPart';
import type { RelatedListsProps } from './RelatedLists';
import styles from './article.module.css';

const { Part: RelatedLists } = lazyPart(() => import('./RelatedLists').then((module) => module.RelatedLists));

export function LazyRelatedLists(props: RelatedListsProps) {
  return (
    <LoadWhenNear fallback={<div aria-busy="true" className={styles.onwardSlot} />} testId="onward" margin="300px">
      <RelatedLists {...props} />
    </LoadWhenNear>
  );
}
