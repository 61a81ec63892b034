/** The platform client of the server side (server components, route handlers, proxy.ts). */
import { readRuntimeConfig } from '../env';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | undefined;

export function serverApi(): ApiClient {
  client ??= createApiClient(readRuntimeConfig(), { deviceId: () => 'server' });
  return client;
}
