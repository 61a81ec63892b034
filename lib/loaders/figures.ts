/**
 * Loaders of LeaderViewList (the regions and the first region's leaders), figureDetail (a figure and its
 * newest reports) and personageReports (a figure and the first page of its reports). Undefined for what
 * does not exist (→ 404); reports that fail are shown empty, the figure still shows.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import { fetchFigure, fetchFigureReports, fetchLeaderView } from '../api/figures';
import { serverApi } from '../api/server';
import type { ArticleSummary } from '../schemas/article';
import type { FigureDetail } from '../schemas/figures';

/** How many of a figure's newest reports its page shows (the rest at personageReports). */
export const FIGURE_PAGE_REPORTS = 5;

export async function loadLeaderView() {
  const answer = await fetchLeaderView(serverApi());
  return isEmpty(answer) || !answer.regions.length ? undefined : answer;
}

export interface FigureData {
  figure: FigureDetail;
  reports: ArticleSummary[];
}

export async function loadFigure(id: number, reports = FIGURE_PAGE_REPORTS): Promise<FigureData | undefined> {
  const client = serverApi();
  const [figure, list] = await Promise.all([fetchFigure(client, id), listOrNothing(fetchFigureReports(client, id, 0))]);
  return isEmpty(figure) ? undefined : { figure, reports: list.slice(0, reports) };
}

export const loadPersonageReports = (id: number) => loadFigure(id, Infinity);
