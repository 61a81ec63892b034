/**
 * The one platform client, used by server components, route handlers and the browser. It adds the common
 * parameters of every call (spec §7), applies the time-out and cancellation, reads the envelope and
 * validates the data with the call's zod schema.
 */
import { suffixPictures, type PictureRule } from '../model/imageSuffix';
import type { z } from 'zod';
import type { BaseName, RuntimeConfig } from '../env';
import { EMPTY, readAnswer, type Empty } from './answer';
import { ApiError } from './errors';
import type { Prepared, Protocol, Signing } from './protocol';

export const TIMEOUTS = { default: 5_000, wrapped: 50_000, analytics: 180_000 } as const;

/** The api version sent as apiVersion. */
export const API_VERSION = '1';

export interface CallSpec<S extends z.ZodType> {
  /** The call's name as in platform/API.md, used in error messages. */
  name: string;
  base: BaseName;
  path: string;
  method?: 'GET' | 'POST';
  /** The answer's schema, or a loader for it (browser bundles then fetch zod only when a call answers). */
  schema: S | (() => Promise<S>);
  timeout?: keyof typeof TIMEOUTS;
  /** How the call is signed (default: an app call). Auth, ad and config calls are never signed. */
  signing?: Signing;
  /** POST bodies are form-encoded unless multipart (uploads). */
  encoding?: 'form' | 'multipart';
  /** A member's call: the logged-in member's access token goes in the `token` header (any token mode). */
  member?: boolean;
}

export type Params = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Files of a multipart call, by field name (not signed). */
  files?: Record<string, Blob>;
}

export interface ApiClient {
  readonly runtime: RuntimeConfig;
  /** The route guard's part (spec §4): an anonymous token in token mode, the auth exchange when signing. */
  ensureSession(signing?: Signing): Promise<void>;
  call<S extends z.ZodType>(spec: CallSpec<S>, params?: Params, options?: CallOptions): Promise<z.infer<S> | Empty>;
  /**
   * A call made for its effect only (counting a view, a share): the envelope is read and a refusal
   * rejects, but the answer's data is never used, so it is not parsed and no schema code is loaded.
   */
  record(spec: RecordSpec, params?: Params, options?: CallOptions): Promise<void>;
  /**
   * A call's common parameters and its protocol's headers (token, signature, sign4), for the calls of a
   * base that answers in an envelope of its own (the {vote} base): the caller sends it.
   */
  prepare(params: Params, signing?: Signing, member?: boolean): Promise<Prepared>;
}

/** A call whose answer's data nobody reads (ApiClient.record). */
export type RecordSpec = Omit<CallSpec<z.ZodType>, 'schema'>;

export interface ClientOptions {
  /** This device's id (browser: the stored UUID; server: "server"). */
  deviceId: () => string;
  fetch?: typeof fetch;
  /** Token mode, signing and the answers to refusals (absent: plain calls). */
  protocol?: Protocol;
  /** The site's picture suffix rule, applied to every answer but the config's own (spec §5). */
  pictureRule?: () => Promise<PictureRule | undefined> | PictureRule | undefined;
}

/** A call is tried at most this many times (refusals the protocol can repair are retried). */
export const MAX_ATTEMPTS = 3;

export function commonParams(runtime: RuntimeConfig, deviceId: string, now = Date.now()): Record<string, string> {
  return {
    siteId: String(runtime.siteId),
    appId: runtime.appId,
    deviceId,
    version: runtime.version,
    apiVersion: API_VERSION,
    t: String(now),
  };
}

export function buildUrl(base: string, path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${base}/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

function cleanParams(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}

/** The call's schema, loading it first when the spec holds a loader. */
export async function schemaOf<S extends z.ZodType>(spec: Pick<CallSpec<S>, 'schema'>): Promise<S> {
  return typeof spec.schema === 'function' ? (spec.schema as () => Promise<S>)() : spec.schema;
}

/** A multipart body: the (signed) fields, then the files. The browser sets the boundary header. */
export function multipartBody(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, file, (file as File).name ?? name);
  return form;
}

/** Formats a zod error as "path: problem" for the first few issues. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${['data', ...issue.path].join('.')}: ${issue.message}`)
    .join('; ');
}

export function createApiClient(runtime: RuntimeConfig, options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  /** One HTTP exchange: time-out, cancellation, transport errors; answers the parsed JSON body. */
  async function send(
    spec: RecordSpec,
    prepared: { headers: Record<string, string>; params: Record<string, string> },
    callOptions: CallOptions,
  ): Promise<unknown> {
    const method = spec.method ?? 'GET';
    const multipart = spec.encoding === 'multipart';
    const url = buildUrl(runtime.bases[spec.base], spec.path, method === 'GET' ? prepared.params : {});
    const timeoutMs = callOptions.timeoutMs ?? TIMEOUTS[spec.timeout ?? 'default'];
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    if (callOptions.signal?.aborted) controller.abort();
    callOptions.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await doFetch(url, {
        method,
        signal: controller.signal,
        headers: {
          accept: 'application/json',
          ...(method === 'POST' && !multipart ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...prepared.headers,
        },
        body:
          method !== 'POST'
            ? undefined
            : multipart
              ? multipartBody(prepared.params, callOptions.files)
              : new URLSearchParams(prepared.params).toString(),
      });
      if (!response.ok && response.status >= 500)
        throw new ApiError('http', spec.name, `HTTP ${response.status}`, response.status);
      return await response.json().catch(() => {
        throw new ApiError('http', spec.name, `HTTP ${response.status}: not JSON`, response.status);
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (callOptions.signal?.aborted && !timedOut) throw new ApiError('cancel', spec.name, 'cancel');
      if (timedOut) throw new ApiError('timeout', spec.name, `no answer within ${timeoutMs} ms`);
      throw new ApiError('network', spec.name, error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The exchange with its retries (refusals the protocol repairs): the envelope, data or empty. */
  async function prepare(params: Params, signing: Signing = 'app', member?: boolean): Promise<Prepared> {
    const base = { ...commonParams(runtime, options.deviceId()), ...cleanParams(params) };
    return options.protocol ? options.protocol.prepare(signing, base, member) : { headers: {}, params: base };
  }

  async function answerOf(spec: RecordSpec, params: Params, callOptions: CallOptions) {
    for (let attempt = 0; ; attempt++) {
      const prepared = await prepare(params, spec.signing ?? 'app', spec.member);
      const answer = readAnswer(await send(spec, prepared, callOptions));
      if (answer.kind === 'error' && options.protocol && attempt < MAX_ATTEMPTS - 1) {
        if ((await options.protocol.onStatus(answer.status, attempt, prepared)) === 'retry') continue;
      }
      if (answer.kind === 'error') throw new ApiError('status', spec.name, answer.message, answer.status);
      if (prepared.headers.sign) options.protocol?.onSuccess();
      return answer;
    }
  }

  return {
    runtime,
    prepare,
    async ensureSession(signing = 'app') {
      await options.protocol?.prepare(signing, {});
    },
    async record(spec, params = {}, callOptions = {}) {
      await answerOf(spec, params, callOptions);
    },
    async call(spec, params = {}, callOptions = {}) {
      // a schema loader (a lazy chunk in browsers) starts while the call is on the wire, not after it
      const schemaReady = schemaOf(spec);
      schemaReady.catch(() => undefined);
      const answer = await answerOf(spec, params, callOptions);
      if (answer.kind === 'empty') return EMPTY;
      const schema = await schemaReady;
      const parsed = schema.safeParse(answer.data);
      if (!parsed.success) throw new ApiError('schema', spec.name, describeIssues(parsed.error));
      // the config call is the rule's own source: never wait on it from inside itself
      const rule = spec.name === 'getConfig' ? undefined : await options.pictureRule?.();
      return suffixPictures(parsed.data, rule) as z.infer<typeof schema>;
    },
  };
}
