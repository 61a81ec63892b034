/**
 * Next's start-up hook (instrumentation.ts): in the Node server, each request gets its id, its log line
 * (lib/operations/requestLog.ts) and its count (lib/operations/metrics.ts, served on METRICS_PORT); where
 * an OTLP endpoint is configured, Next's own spans and the platform calls' are exported
 * (@vercel/otel, lib/operations/tracing.ts); SIGTERM drains before it stops (lib/operations/shutdown.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ watchRequests }, { countRequest, serveMetrics }, { tracingConfigured }, { watchForShutdown }] =
    await Promise.all([
      import('./lib/operations/requestLog'),
      import('./lib/operations/metrics'),
      import('./lib/operations/tracing'),
      import('./lib/operations/shutdown'),
    ]);
  if (tracingConfigured()) {
    // Next's own fetch spans are named by the whole address, query and all (where a member's token may
    // travel): left out, as is @vercel/otel's fetch instrumentation. Each platform call has a span of its
    // own, named by the call, and sends the trace context itself (lib/api/server.ts).
    process.env.NEXT_OTEL_FETCH_DISABLED ??= '1';
    const { registerOTel } = await import('@vercel/otel');
    registerOTel({ serviceName: 'web', instrumentations: [] });
  }
  serveMetrics();
  // requests are counted where the metrics are served (METRICS_PORT), logged always
  watchRequests(
    process.env.METRICS_PORT
      ? ({ path, status, seconds, cache }) => countRequest(path, status, seconds, cache)
      : undefined,
  );
  watchForShutdown();
}
