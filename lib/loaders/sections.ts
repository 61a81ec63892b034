/** The paper's sections (home's top-level columns), for the slim header of pages read from outside the app. */
import { isEmpty } from '../api/answer';
import { fetchColumns } from '../api/content';
import { serverApi } from '../api/server';
import { visibleColumns } from '../model/home';
import type { Column } from '../schemas/column';

/** The sections, or none when the platform cannot say (the header then carries the logo alone). */
export async function loadSections(): Promise<Column[]> {
  try {
    const answer = await fetchColumns(serverApi());
    return isEmpty(answer) ? [] : visibleColumns(answer.columns);
  } catch (error) {
    console.warn(`[sections] left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
