'use client';
/**
 * The platform addresses, identity and protocol flags for browser calls, and the browser's platform
 * client: one per page, sharing the stored session (tokens, auth token and secret) with every call.
 */
import { createContext, useContext } from 'react';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { createProtocol, pictureRuleOf, type ProtocolFlags } from '@/lib/api/protocol';
import { browserSession, memorySession } from '@/lib/api/session';
import { deviceId, virtualDeviceId } from '@/lib/device';
import type { RuntimeConfig } from '@/lib/env';
import { nativeBridge } from '@/lib/native/bridge';

interface Runtime {
  runtime: RuntimeConfig;
  flags?: ProtocolFlags;
}

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, flags, children }: Runtime & { children: React.ReactNode }) {
  return <RuntimeContext.Provider value={{ runtime, flags }}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeConfig {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useRuntime needs <RuntimeProvider> (AppProviders)');
  return value.runtime;
}

const clients = new WeakMap<RuntimeConfig, ApiClient>();

export function browserClient(runtime: RuntimeConfig, flags: ProtocolFlags | undefined): ApiClient {
  const existing = clients.get(runtime);
  if (existing) return existing;
  const inBrowser = typeof window !== 'undefined';
  const client = createApiClient(runtime, {
    deviceId,
    protocol: createProtocol({
      runtime,
      session: inBrowser ? browserSession(window.localStorage) : memorySession(),
      environment: 'browser',
      flags: () => flags,
      deviceId,
      virtualDeviceId,
      bridge: inBrowser ? nativeBridge() : undefined,
      reload: () => window.location.reload(),
      attempts: inBrowser ? window.sessionStorage : undefined,
    }),
    pictureRule: () => pictureRuleOf(flags),
  });
  clients.set(runtime, client);
  return client;
}

export function useApi(): ApiClient {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('useApi needs <RuntimeProvider> (AppProviders)');
  return browserClient(value.runtime, value.flags);
}
