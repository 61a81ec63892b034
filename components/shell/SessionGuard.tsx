'use client';
/**
 * The route guard's session part (spec §4), after every route change in the browser: in token mode an
 * anonymous token when none is stored; the authinfo → auth exchange when the site signs every call
 * (xyAuth 2), or on the screens that need auth under xyAuth 1.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { parseAppPath, routeSpec } from '@/lib/routing/routes';
import { sessionNeeded } from '@/lib/api/sessionNeeds';
import { useApi, useProtocolFlags } from '../providers/RuntimeContext';

export function SessionGuard() {
  const api = useApi();
  const flags = useProtocolFlags();
  const pathname = usePathname();
  useEffect(() => {
    // usePathname() is the public path without the base path
    const route = parseAppPath(pathname)?.route;
    const needsAuth = Boolean(route && routeSpec(route).needsAuth);
    if (!sessionNeeded(flags, needsAuth)) return;
    void api.ensureSession(needsAuth ? 'needsAuth' : 'app').catch(() => undefined);
  }, [api, flags, pathname]);
  return null;
}
