/** GET /api/health: liveness. The process answers; nothing it depends on is asked (see /api/ready). */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(
    { status: 'live', uptimeSeconds: Math.round(process.uptime()) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
