/**
 * The browser's platform client, built on first use (RuntimeContext loads this module only when a
 * screen makes its first call): the stored session (tokens, auth token and secret), the native bridge,
 * the device ids and the protocol stay out of the first JavaScript of pages that call nothing at start.
 */
import { deviceId, virtualDeviceId } from '../device';
import type { RuntimeConfig } from '../env';
import { nativeBridge } from '../native/bridge';
import { createApiClient, type ApiClient } from './client';
import { createProtocol, pictureRuleOf, type ProtocolFlags } from './protocol';
import { browserSession, memorySession } from './session';

export function createBrowserClient(runtime: RuntimeConfig, flags: ProtocolFlags | undefined): ApiClient {
  const inBrowser = typeof window !== 'undefined';
  return createApiClient(runtime, {
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
}
