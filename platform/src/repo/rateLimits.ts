/**
 * Limits on what a client repeats by choosing another identity: a device id is the client's to write, so
 * what is counted once per device (a like, a report) or every time (a view, an ad's click) is also capped
 * per network address on each object, and guesses (invite codes) per address. One upsert counts a hit in
 * its fixed window and says whether it is within the limit, so concurrent hits see each other. The front
 * ends' own servers (ServerOptions.serverClients) call for many readers and are not held per address.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';

export interface Rate {
  limit: number;
  windowSeconds: number;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Per address: generous for a household or an office behind one address, short of an attack's numbers. */
export const RATES = {
  /** Likes of one article, comment or short video by devices behind one address. */
  likes: { limit: 20, windowSeconds: DAY },
  /** Views, shares, plays, ad impressions and clicks of one object: past it, answered but not counted. */
  counts: { limit: 120, windowSeconds: HOUR },
  /** Invite codes looked up or used. */
  inviteGuesses: { limit: 30, windowSeconds: 10 * 60 },
  /** A member's pictures uploaded (comments' and circles' together): so many an hour, so many bytes a day. */
  uploads: { limit: 20, windowSeconds: HOUR },
  uploadBytes: { limit: 30 * 1024 * 1024, windowSeconds: DAY },
} as const satisfies Record<string, Rate>;

/** Counts `amount` hits (one, or a number of bytes) of `subject` in its window: true while within the limit. */
export async function withinRate(
  db: Queryable,
  subject: string,
  rate: Rate,
  now = Date.now(),
  amount = 1,
): Promise<boolean> {
  const windowStart = Math.floor(now / 1000 / rate.windowSeconds) * rate.windowSeconds;
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO rate_windows (subject, window_start, hits) VALUES ($1, $2, $3)
     ON CONFLICT (subject, window_start) DO UPDATE SET hits = rate_windows.hits + EXCLUDED.hits RETURNING hits`,
    [subject, windowStart, amount],
  );
  // now and then, the windows of yesterday and before go
  if (Math.random() < 0.01) await db.query('DELETE FROM rate_windows WHERE window_start < $1', [windowStart - DAY]);
  return row!.hits <= rate.limit;
}

/** Counts one hit of `what` from the request's address: true while within the limit (or a front end's server). */
export function withinAddressRate(db: Queryable, request: FastifyRequest, what: string, rate: Rate): Promise<boolean> {
  if (request.server.serverClients.has(request.ip)) return Promise.resolve(true);
  return withinRate(db, `${what}@${request.ip}`, rate);
}
