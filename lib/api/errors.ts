/** Errors of platform calls. Each names the call, so a log line says which answer went wrong. */

export type ApiErrorKind = 'status' | 'network' | 'timeout' | 'cancel' | 'http' | 'schema';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly call: string,
    message: string,
    /** The platform's status code (kind "status") or the HTTP status (kind "http"). */
    readonly status?: number,
  ) {
    super(kind === 'cancel' ? 'cancel' : `${call}: ${message}`);
    this.name = 'ApiError';
    this.reason = message;
  }

  /** The platform's own message (for a refusal: what the reader may be shown), without the call's name. */
  readonly reason: string;
}

export function isCancel(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'cancel';
}

/** Failures a reader should see as "网络错误 / Network Error" (the platform could not be reached or timed out). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'http');
}
