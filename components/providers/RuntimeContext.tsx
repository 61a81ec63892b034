'use client';
/**
 * The platform addresses, identity and protocol flags for browser calls, and the browser's platform
 * client: one per page, sharing the stored session (tokens, auth token and secret) with every call.
 */
import { createContext, useContext } from 'react';
import type { ApiClient } from '@/lib/api/client';
import type { ProtocolFlags } from '@/lib/api/protocol';
import type { AnalyticsSettings } from '@/lib/analytics/record';
import type { RuntimeConfig } from '@/lib/env';

/** Counting settings from the site config and the reading context (spec §4, §7). */
export interface Counting {
  analytics: AnalyticsSettings;
  bigData: { enabled: boolean; baseUrl: string };
  inApp: boolean;
  /** The page was opened from a share (share mode): channel 3 for the device record. */
  shared: boolean;
}

interface Runtime {
  runtime: RuntimeConfig;
  flags?: ProtocolFlags;
  counting?: Counting;
}

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, flags, counting, children }: Runtime & { children: React.ReactNode }) {
  return <RuntimeContext.Provider value={{ runtime, flags, counting }}>{children}</RuntimeContext.Provider>;
}

/** The page's counting settings (undefined in tests and where the layout gave none). */
export function useCounting(): Counting | undefined {
  return useContext(RuntimeContext)?.counting;
}

export function useRuntime(): RuntimeConfig {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime needs <RuntimeProvider> (AppProviders)');
  return value.runtime;
}

const clients = new WeakMap<RuntimeConfig, ApiClient>();

type BrowserClientModule = typeof import('@/lib/api/browserClient');
let brought: BrowserClientModule | undefined;

/**
 * Counting (components/shell/Counters.tsx) brings the client's code in its own chunk, so that a page's
 * first calls load one chunk, not two one after the other; the page's client then uses that code.
 */
export function provideBrowserClient(module: BrowserClientModule) {
  brought ??= module;
}

/**
 * One client per page. It loads the real client (lib/api/browserClient: protocol, session, bridge) with
 * its first call, so a page that calls nothing while it starts does not download it.
 */
export function browserClient(runtime: RuntimeConfig, flags: ProtocolFlags | undefined): ApiClient {
  const existing = clients.get(runtime);
  if (existing) return existing;
  let real: Promise<ApiClient> | undefined;
  const load = () =>
    (real ??= (brought ? Promise.resolve(brought) : import('@/lib/api/browserClient')).then((module) =>
      module.createBrowserClient(runtime, flags),
    ));
  const client: ApiClient = {
    runtime,
    ensureSession: (signing) => load().then((api) => api.ensureSession(signing)),
    call: (spec, params, options) => {
      // the answer's schema (its own chunk, with zod) loads beside the client's chunk, not after the answer
      if (typeof spec.schema === 'function') (spec.schema as () => Promise<unknown>)().catch(() => undefined);
      return load().then((api) => api.call(spec, params, options));
    },
    record: (spec, params, options) => load().then((api) => api.record(spec, params, options)),
    prepare: (params, signing, member) => load().then((api) => api.prepare(params, signing, member)),
  };
  clients.set(runtime, client);
  return client;
}

/** The site's protocol flags (token mode, signing), as the layout read them from the config. */
export function useProtocolFlags(): ProtocolFlags | undefined {
  return useContext(RuntimeContext)?.flags;
}

export function useApi(): ApiClient {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useApi needs <RuntimeProvider> (AppProviders)');
  return browserClient(value.runtime, value.flags);
}
