/**
 * The page the service worker shows offline for an address it has no copy of: the saved articles' screen
 * (lib/routing/routes.ts savedArticles). Its own module, so that the banner every page carries links it
 * without bringing the route table.
 */
export const OFFLINE_PAGE = '/savedArticles.html';
