'use client';
/**
 * Every provider a client component relies on beside next-intl's (which the layouts give: the messages of
 * their route group), in one wrapper used by the root layout and by component tests: the holder of the query client (made when a part first needs it: components/providers/queries.tsx) and the
 * runtime config. Mounted, it tells the held-taps script that the app is alive (lib/html/earlyTaps.ts) and
 * makes sure this device's ids are stored (lib/device.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProtocolFlags } from '@/lib/api/protocol';
import type { RuntimeConfig } from '@/lib/env';
import { deviceId, virtualDeviceId } from '@/lib/device';
import { signalAppAlive } from '@/lib/html/earlyTaps';
import { QueryClientHolder, QueryClientHolderContext } from './queryHolder';
import type { Counting } from './RuntimeContext';
import { RuntimeProvider } from './RuntimeContext';

export interface AppProvidersProps {
  runtime: RuntimeConfig;
  /** How the site wants calls made (token mode, signing, version): from the site config. */
  flags?: ProtocolFlags;
  /** Where views, shares, comments and likes are counted (analytics client, big data). */
  counting?: Counting;
  /** The query client to use (tests); else one is made when a part first needs it (QueryScope). */
  queryClient?: QueryClient;
  children: React.ReactNode;
}

/**
 * The browser's one holder: the root layout mounts again when a navigation changes its segment (from one
 * screen's public path to another's), and what was fetched stays.
 */
let browserHolder: QueryClientHolder | undefined;

function holderFor(queryClient: QueryClient | undefined): QueryClientHolder {
  if (queryClient || typeof window === 'undefined') return new QueryClientHolder(queryClient);
  return (browserHolder ??= new QueryClientHolder());
}

export function AppProviders({ runtime, flags, counting, queryClient, children }: AppProvidersProps) {
  const [holder] = useState(() => holderFor(queryClient));
  useEffect(() => {
    signalAppAlive();
    // spec §3: the device id and the virtual device id live in local storage from the first visit
    deviceId();
    virtualDeviceId();
  }, []);
  return (
    <QueryClientHolderContext.Provider value={holder}>
      <RuntimeProvider runtime={runtime} flags={flags} counting={counting}>
        {children}
      </RuntimeProvider>
    </QueryClientHolderContext.Provider>
  );
}
