/**
 * Reading a {base} answer (spec §7 "Behaviour on answers"):
 * - status 0 with data → the data; null, "", "empty" or {} → the empty marker;
 * - status 1 → an empty object;
 * - negative status → the data if any, else an error with the message (or "error");
 * - any other positive status → an error carrying the message.
 * Anything that is not an envelope at all is an error too. Never throws.
 */
export const EMPTY = 'empty' as const;
export type Empty = typeof EMPTY;

export type Answer =
  { kind: 'data'; data: unknown } | { kind: 'empty' } | { kind: 'error'; status: number; message: string };

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === EMPTY) return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0;
}

function messageOf(body: Record<string, unknown>): string {
  const message = body.message ?? body.msg;
  return typeof message === 'string' && message.trim() ? message : 'error';
}

export function readAnswer(body: unknown): Answer {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'error', status: -1, message: 'error' };
  const envelope = body as Record<string, unknown>;
  const status = typeof envelope.status === 'number' ? envelope.status : Number(envelope.status);
  if (!Number.isFinite(status)) return { kind: 'error', status: -1, message: messageOf(envelope) };
  if (status === 0) return isEmptyValue(envelope.data) ? { kind: 'empty' } : { kind: 'data', data: envelope.data };
  if (status === 1) return { kind: 'data', data: {} };
  if (status < 0)
    return isEmptyValue(envelope.data)
      ? { kind: 'error', status, message: messageOf(envelope) }
      : { kind: 'data', data: envelope.data };
  return { kind: 'error', status, message: messageOf(envelope) };
}

export function isEmpty(value: unknown): value is Empty {
  return value === EMPTY;
}

/**
 * The list of a page's secondary part, or nothing when the platform has none or fails: the page still shows
 * its main content (the account, the reporter) without that part.
 */
export async function listOrNothing<T>(answer: Promise<{ list: T[] } | Empty>): Promise<T[]> {
  try {
    const value = await answer;
    return value === EMPTY ? [] : value.list;
  } catch {
    return [];
  }
}

/** A secondary part's answer, or nothing when the platform has none or fails (as listOrNothing). */
export async function answerOrNothing<T>(answer: Promise<T | Empty>): Promise<T | undefined> {
  try {
    const value = await answer;
    return isEmpty(value) ? undefined : value;
  } catch {
    return undefined;
  }
}
