/**
 * Loaders of the reporter screens: reporter (the card, the first page of their articles and dynamics) and
 * dynamicDetail (one dynamic with its reporter). Undefined for what does not exist (→ 404); a list that
 * fails is shown empty, the reporter still shows.
 */
import { isEmpty, listOrNothing } from '../api/answer';
import { fetchReporter, fetchReporterArticles, fetchReporterDynamic, fetchReporterDynamics } from '../api/reporters';
import { serverApi } from '../api/server';
import type { ArticleSummary } from '../schemas/article';
import type { Dynamic } from '../schemas/dynamic';
import type { Reporter, ReporterDynamic } from '../schemas/reporter';

export interface ReporterData {
  reporter: Reporter;
  articles: ArticleSummary[];
  dynamics: Dynamic[];
}

export async function loadReporter(id: number): Promise<ReporterData | undefined> {
  const client = serverApi();
  const reporter = await fetchReporter(client, id);
  if (isEmpty(reporter)) return undefined;
  const [articles, dynamics] = await Promise.all([
    listOrNothing(fetchReporterArticles(client, id, 0)),
    listOrNothing(fetchReporterDynamics(client, id, 0)),
  ]);
  return { reporter, articles, dynamics };
}

export async function loadReporterDynamic(id: number): Promise<ReporterDynamic | undefined> {
  const answer = await fetchReporterDynamic(serverApi(), id);
  return isEmpty(answer) ? undefined : answer;
}
