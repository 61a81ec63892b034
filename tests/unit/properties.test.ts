/** Property tests (fast-check): no input crashes the answer reader or the path parser. */
import fc from 'fast-check';
import { readAnswer } from '@/lib/api/answer';
import { appPath, parseAppPath, ROUTES, type RouteName } from '@/lib/routing/routes';
import { decodeContext } from '@/lib/context';

describe('readAnswer', () => {
  it('never throws and always answers one of its three kinds', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const answer = readAnswer(body);
        expect(['data', 'empty', 'error']).toContain(answer.kind);
        if (answer.kind === 'error') expect(typeof answer.message).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('envelopes with any status and data', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        fc.anything(),
        fc.anything(),
        (status, data, message) => {
          const answer = readAnswer({ status, data, message });
          if (Number(status) === 0 && answer.kind === 'data') expect(answer.data).toBe(data);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseAppPath', () => {
  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (path) => {
        parseAppPath(path);
        parseAppPath(`/${path}.html`);
        parseAppPath(`/newsDetail/${path}.html`);
      }),
      { numRuns: 3000 },
    );
  });

  it('paths built from valid ids come back as the same route and parameters', () => {
    const names = Object.keys(ROUTES) as RouteName[];
    const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_\-.]{0,20}$/).filter((s) => !s.endsWith('.'));
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.array(id, { minLength: 3, maxLength: 3 }), (route, values) => {
        const params: Record<string, string> = {};
        ROUTES[route].params.forEach((name, index) => (params[name] = values[index]!));
        const parsed = parseAppPath(appPath(route, params));
        expect(parsed?.route).toBe(route);
        expect(parsed?.params).toEqual(params);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepted segments never carry markup, slashes or dots at the start', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (segment) => {
        const parsed = parseAppPath(`/newsDetail/${encodeURIComponent(segment)}.html`);
        if (parsed?.params.id) expect(parsed.params.id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_\-.]*$/);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('decodeContext', () => {
  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (segment) => void decodeContext(segment)),
      { numRuns: 2000 },
    );
  });
});
