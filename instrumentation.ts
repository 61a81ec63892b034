/**
 * Next's start-up hook (instrumentation.ts): in the Node server, each request gets its id, its log line
 * (lib/operations/requestLog.ts) and its count (lib/operations/metrics.ts, served on METRICS_PORT).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ watchRequests }, { countRequest, serveMetrics }] = await Promise.all([
    import('./lib/operations/requestLog'),
    import('./lib/operations/metrics'),
  ]);
  serveMetrics();
  watchRequests(({ path, status, seconds, cache }) => countRequest(path, status, seconds, cache));
}
