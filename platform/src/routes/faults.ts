/**
 * Fault injection for the resilience tests (only when PLATFORM_FAULTS=1): POST /__faults with JSON
 * {call, status?, delayMs?} makes every later request whose path ends with /{call} answer that HTTP status
 * or wait that long first; DELETE /__faults clears them. GET /__faults/calls counts the requests each
 * call received (by the last segment of its path), so a test can tell how many renders asked for a page's
 * data. Never enabled by `npm start`.
 */
import type { FastifyInstance } from 'fastify';
import { fail } from '../envelope';

interface Fault {
  call: string;
  status?: number;
  delayMs?: number;
}

export function registerFaultRoutes(app: FastifyInstance): void {
  let faults: Fault[] = [];
  const calls = new Map<string, number>();

  app.get('/__faults/calls', async () => ({ calls: Object.fromEntries(calls) }));

  app.post('/__faults', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Fault>;
    if (typeof body.call !== 'string' || !/^[A-Za-z]+$/.test(body.call))
      return reply.code(400).send(fail(400, 'call (a call name) is required'));
    const status = Number(body.status ?? 0);
    const delayMs = Math.min(60_000, Math.max(0, Number(body.delayMs ?? 0)));
    faults = [...faults.filter((f) => f.call !== body.call), { call: body.call, status, delayMs }];
    return { faults };
  });

  app.delete('/__faults', async () => {
    faults = [];
    return { faults };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__faults')) return;
    const path = request.url.split('?')[0] ?? '';
    const call = path.slice(path.lastIndexOf('/') + 1);
    calls.set(call, (calls.get(call) ?? 0) + 1);
    if (!faults.length) return;
    const fault = faults.find((f) => path.endsWith(`/${f.call}`));
    if (!fault) return;
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status) return reply.code(fault.status).send(fail(fault.status, 'injected fault'));
  });
}
