'use client';
/** The platform addresses and identity for browser calls, and the browser's platform client. */
import { createContext, useContext, useMemo } from 'react';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { deviceId } from '@/lib/device';
import type { RuntimeConfig } from '@/lib/env';

const RuntimeContext = createContext<RuntimeConfig | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: RuntimeConfig; children: React.ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): RuntimeConfig {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs <RuntimeProvider> (AppProviders)');
  return runtime;
}

export function useApi(): ApiClient {
  const runtime = useRuntime();
  return useMemo(() => createApiClient(runtime, { deviceId }), [runtime]);
}
