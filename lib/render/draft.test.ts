/**
 * An editor's draft handed from proxy.ts to its page: named by what the platform answered, held a minute,
 * at most HOLD_MAX at once.
 */
import type { ArticleData } from '../loaders/article';
import { draftFingerprint, FINGERPRINT, heldDraft, holdDraft } from './draft';

const match = { route: 'newsDetail', params: { columnId: undefined, id: '10151' } } as const;
const draft = (title: string) => ({ article: { fileId: 10151, title }, isPreview: true }) as unknown as ArticleData;

describe('drafts', () => {
  afterEach(() => jest.useRealTimers());

  it('names a draft by its screen and content: the same draft the same name, any change another', () => {
    const first = draftFingerprint(match, draft('草稿'));
    expect(first).toMatch(FINGERPRINT);
    expect(draftFingerprint(match, draft('草稿'))).toBe(first);
    expect(draftFingerprint(match, draft('草稿。'))).not.toBe(first);
    expect(draftFingerprint({ route: 'imageDetail', params: match.params }, draft('草稿'))).not.toBe(first);
    expect(draftFingerprint({ ...match, params: { id: '10152' } }, draft('草稿'))).not.toBe(first);
  });

  it('holds what the proxy loaded for the page, for a minute', () => {
    jest.useFakeTimers();
    const held = draft('held');
    const name = holdDraft(match, held);
    expect(heldDraft(name)).toBe(held);
    expect(heldDraft(draftFingerprint(match, draft('never held')))).toBeUndefined();
    jest.advanceTimersByTime(61_000);
    expect(heldDraft(name)).toBeUndefined();
    // asked again, the same draft is held again
    expect(heldDraft(holdDraft(match, held))).toBe(held);
  });

  it('holds at most 200 drafts, letting the oldest go', () => {
    const names = Array.from({ length: 201 }, (_, index) => holdDraft(match, draft(`draft ${index}`)));
    expect(heldDraft(names[0]!)).toBeUndefined();
    expect(heldDraft(names[1]!)).toBeDefined();
    expect(heldDraft(names[200]!)).toBeDefined();
  });
});
