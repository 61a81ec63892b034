/** Reading-time text (spec §9): "全文{wordCount}个字 阅读约需{time}分钟". */

/** Characters a minute for Chinese text, words a minute for the others. */
export const READING_SPEED = { cjk: 400, words: 200 } as const;

export function readingMinutes(wordCount: number, lang: string): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  const speed = lang === 'en' ? READING_SPEED.words : READING_SPEED.cjk;
  return Math.max(1, Math.ceil(wordCount / speed));
}
