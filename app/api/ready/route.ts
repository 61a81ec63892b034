/**
 * GET /api/ready: readiness (lib/operations/readiness.ts). 200 when the platform and, where configured,
 * Redis answer and the site config is held; 503 naming what did not, so a start-up waits and a balancer
 * sends readers elsewhere.
 */
import { instanceProbes, readiness } from '@/lib/operations/readiness';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { ready, checks } = await readiness(instanceProbes());
  return Response.json(
    { status: ready ? 'ready' : 'not ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
