/**
 * Collection hosts, simulated (platform/API.md "Collection"): the analytics client's record path (spec §7:
 * GET with dataType, articleID, actionTime, deviceid, userUuid, refer, platform, shareChanel; headers
 * tenant-code, app-key, os, device-id, user-id, each base64 of the URI-encoded value) and the big-data
 * page-view beacon. They keep what they received in memory (a third party's store, not the platform's);
 * with PLATFORM_FAULTS=1 tests read it back from /__collect and /__bigdata.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const RECORD_HEADERS = ['tenant-code', 'app-key', 'os', 'device-id', 'user-id'] as const;
const KEEP = 2000;

export interface CollectedRecord {
  query: Record<string, string>;
  headers: Partial<Record<(typeof RECORD_HEADERS)[number], string>>;
  at: string;
}

function decode(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    return decodeURIComponent(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function registerCollectRoutes(app: FastifyInstance, options: { testHooks: boolean }): void {
  const records: CollectedRecord[] = [];
  const pageViews: { query: Record<string, string>; at: string }[] = [];
  const keep = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > KEEP) list.shift();
  };

  app.get('/collect/record', async (request: FastifyRequest, reply) => {
    const query = request.query as Record<string, string>;
    const headers: CollectedRecord['headers'] = {};
    for (const name of RECORD_HEADERS) {
      const value = decode(request.headers[name]);
      if (value !== undefined) headers[name] = value;
    }
    if (!headers['tenant-code'] || !headers['app-key'] || !query.dataType)
      return reply.code(400).send({ code: 400, msg: 'tenant-code, app-key and dataType are required' });
    keep(records, { query, headers, at: new Date().toISOString() });
    return { code: 0, msg: 'ok' };
  });

  app.get('/bigdata/pv', async (request, reply) => {
    keep(pageViews, { query: request.query as Record<string, string>, at: new Date().toISOString() });
    // a beacon: nothing to read
    return reply.code(204).send();
  });

  if (options.testHooks) {
    app.get('/__collect', async () => ({ records }));
    app.get('/__bigdata', async () => ({ pageViews }));
    app.delete('/__collect', async () => {
      records.length = 0;
      pageViews.length = 0;
      return { ok: true };
    });
  }
}
