/** The paper's sections (home's top-level columns), for the slim header of pages read from outside the app. */
import { unstable_cache } from 'next/cache';
import { isEmpty } from '../api/answer';
import { fetchColumns } from '../api/content';
import { serverApi } from '../api/server';
import { visibleColumns } from '../model/home';
import type { Column } from '../schemas/column';

/** Sections change seldom: asked again after five minutes, and a failed ask keeps the ones known. */
const SECTIONS_REVALIDATE_S = 300;

const cachedSections = unstable_cache(
  async () => {
    const answer = await fetchColumns(serverApi());
    return isEmpty(answer) ? [] : visibleColumns(answer.columns);
  },
  ['sections'],
  { revalidate: SECTIONS_REVALIDATE_S },
);

/** The sections, or none when the platform cannot say and none are known (the header carries the logo alone). */
export async function loadSections(): Promise<Column[]> {
  try {
    return await cachedSections();
  } catch (error) {
    console.warn(`[sections] left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
