/** The platform client of the server side (server components, route handlers, proxy.ts). */
import { readRuntimeConfig } from '../env';
import { createApiClient, type ApiClient } from './client';
import { createProtocol, flagsFromConfig, pictureRuleOf } from './protocol';
import { memorySession } from './session';

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  if (client) return client;
  const runtime = readRuntimeConfig();
  const deviceId = () => 'server';
  client = createApiClient(runtime, {
    deviceId,
    protocol: createProtocol({
      runtime,
      session: memorySession(),
      environment: 'server',
      deviceId,
      // the config call itself is never signed, so reading the (cached) config here cannot loop
      flags: async () => flagsFromConfig(await (await import('./siteConfig')).loadSiteConfig()),
    }),
    pictureRule: async () => pictureRuleOf(flagsFromConfig(await (await import('./siteConfig')).loadSiteConfig())),
  });
  return client;
}
