/**
 * What an editor's change makes out of date, in the two caches in front of the platform:
 *   - Next's page cache (shared by every instance through Redis in the scale-out topology): each cached
 *     screen's view model carries one tag naming what it shows (pageTag), and a change revalidates the
 *     tags of the screens that show it by name (changedTags);
 *   - the edge (nginx): its copies are keyed by public path, so a change purges the public paths of those
 *     same screens (changedPaths).
 * The platform says what changed, an editor's change or a reader's post or sign-up, through the signed webhook
 * (app/api/revalidate/route.ts). Other lists
 * (special topics, tag lists, timelines) follow their own cache lifetime. docs/scale-out.md.
 */
import { z } from 'zod';
import { appPath, type RouteName, type RouteParams } from '../routing/routes';

const Id = z.number().int().positive().max(999_999_999);

/** One change as the platform announces it. */
export const ChangeSchema = z.discriminatedUnion('type', [
  // an article published, corrected or unpublished; columnIds: the columns that list it
  z.object({ type: z.literal('article'), id: Id, columnIds: z.array(Id).max(50).default([]) }),
  // a live's status or reports
  z.object({ type: z.literal('live'), id: Id }),
  // a column's list (an article added, removed or moved)
  z.object({ type: z.literal('column'), id: Id }),
  // what readers change on pages cached for everyone: a circle's posts, an activity's places taken
  z.object({ type: z.literal('circle'), id: Id }),
  z.object({ type: z.literal('activity'), id: Id }),
]);
export type Change = z.infer<typeof ChangeSchema>;

/** The webhook's body: an id of its own (each call is applied once) and what changed. */
export const ChangesSchema = z.object({
  id: z.string().regex(/^[\w-]{16,64}$/),
  changes: z.array(ChangeSchema).min(1).max(100),
});

/**
 * The columns of one article whose pages the edge refreshes (its first ones: an article is listed in one
 * to three); the others' pages in Next's cache are still expired (their tags), their edge copies expire
 * with their lifetime.
 */
export const REFRESHED_COLUMNS_PER_ARTICLE = 5;
/** The most public paths one webhook call has the edge refresh (the rest expire with their lifetime). */
export const MAX_REFRESH_PATHS = 300;

/** The screens that show one thing, by what they show. */
const SHOWS: Partial<Record<RouteName, { kind: Change['type']; param: (params: RouteParams) => string | undefined }>> =
  {
    newsDetail: { kind: 'article', param: (params) => params.id },
    imageDetail: { kind: 'article', param: (params) => params.id },
    videoDetail: { kind: 'article', param: (params) => params.id },
    liveDetail: { kind: 'live', param: (params) => params.id },
    columnDetail: { kind: 'column', param: (params) => params.id ?? params.columnId },
    columnShare: { kind: 'column', param: (params) => params.id ?? params.parentId },
    circleDetail: { kind: 'circle', param: (params) => params.id },
    activityDetail: { kind: 'activity', param: (params) => params.id },
    activityApply: { kind: 'activity', param: (params) => params.id },
  };

/** The cache tag of a screen's page: "article:123", "column:5", "live:7", else "screen:{route}". */
export function pageTag(route: RouteName, params: RouteParams): string {
  const shows = SHOWS[route];
  const id = shows?.param(params);
  return shows && id ? `${shows.kind}:${id}` : `screen:${route}`;
}

/** The tags a change makes out of date: the thing itself, the lists that name it, the home page. */
export function changedTags(change: Change): string[] {
  switch (change.type) {
    case 'article':
      return [`article:${change.id}`, ...change.columnIds.map((id) => `column:${id}`), 'screen:home'];
    case 'live':
      return [`live:${change.id}`, 'screen:moreLive', 'screen:home'];
    case 'column':
      return [`column:${change.id}`, 'screen:moreModules', 'screen:home'];
    case 'circle':
      return [`circle:${change.id}`];
    case 'activity':
      return [`activity:${change.id}`];
  }
}

const HOME_PATHS = ['/', appPath('home'), '/index.html'];

/**
 * The public paths the edge may hold for those screens (without the base path). An article is linked
 * with or without its column (/newsDetail/5/123.html, /newsDetail/123.html), as any of the three
 * article screens.
 */
export function changedPaths(change: Change): string[] {
  switch (change.type) {
    case 'article': {
      const columns = [undefined, ...change.columnIds.slice(0, REFRESHED_COLUMNS_PER_ARTICLE)];
      const articles = (['newsDetail', 'imageDetail', 'videoDetail'] as const).flatMap((route) =>
        columns.map((columnId) => appPath(route, { columnId, id: change.id })),
      );
      const lists = columns.slice(1).flatMap((id) => [appPath('columnDetail', { id }), appPath('columnShare', { id })]);
      return [...articles, ...lists, ...HOME_PATHS];
    }
    case 'live':
      return [appPath('liveDetail', { id: change.id }), appPath('moreLive'), ...HOME_PATHS];
    case 'column':
      return [
        appPath('columnDetail', { id: change.id }),
        appPath('columnShare', { id: change.id }),
        appPath('moreModules'),
        ...HOME_PATHS,
      ];
    case 'circle':
      return [appPath('circleDetail', { id: change.id })];
    case 'activity':
      return [appPath('activityDetail', { id: change.id }), appPath('activityApply', { id: change.id })];
  }
}

/** Every tag of a list of changes and the first MAX_REFRESH_PATHS of their paths, once each. */
export function outdated(changes: Change[]): { tags: string[]; paths: string[] } {
  return {
    tags: [...new Set(changes.flatMap(changedTags))],
    paths: [...new Set(changes.flatMap(changedPaths))].slice(0, MAX_REFRESH_PATHS),
  };
}
