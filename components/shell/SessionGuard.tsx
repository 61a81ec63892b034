'use client';
/**
 * The route guard's session part (spec §4), after every route change in the browser: in token mode an
 * anonymous token when none is stored; the authinfo → auth exchange when the site signs every call
 * (xyAuth 2), or on the screens that need auth under xyAuth 1.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { screenNameOf } from '@/lib/routing/screenName';
import { sessionNeeded } from '@/lib/api/sessionNeeds';
import { useApi, useProtocolFlags } from '../providers/RuntimeContext';

/** authScreens: the screens that need auth (the route table's needsAuth, given by the layout). */
export function SessionGuard({ authScreens }: { authScreens: readonly string[] }) {
  const api = useApi();
  const flags = useProtocolFlags();
  const pathname = usePathname();
  useEffect(() => {
    // usePathname() is the public path without the base path
    const screen = screenNameOf(pathname);
    const needsAuth = screen !== undefined && authScreens.includes(screen);
    if (!sessionNeeded(flags, needsAuth)) return;
    void api.ensureSession(needsAuth ? 'needsAuth' : 'app').catch(() => undefined);
  }, [api, flags, pathname, authScreens]);
  return null;
}
