/**
 * The site config on the server: fetched from the platform, validated, kept in memory for a minute and
 * refreshed in the background after that. When the platform cannot be reached, the last good config (or
 * the defaults) is used, so a missing or broken config never breaks a page.
 *
 * The config call is never signed and its pictures keep their addresses, so it needs none of the protocol
 * that lib/api/server.ts sets up from this config: a plain client of its own asks for it.
 */
import { readRuntimeConfig } from '../env';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../schemas/config';
import { isEmpty } from './answer';
import { createApiClient, type ApiClient } from './client';
import { fetchConfig } from './content';

export const CONFIG_FRESH_MS = 60_000;
/** After a failure, wait this long before asking the platform again. */
export const CONFIG_RETRY_MS = 5_000;

interface Entry {
  config: SiteConfig;
  fetchedAt: number;
  ok: boolean;
}

let entry: Entry | undefined;
let inflight: Promise<Entry> | undefined;
let client: ApiClient | undefined;

async function refresh(timeoutMs?: number): Promise<Entry> {
  client ??= createApiClient(readRuntimeConfig(), { deviceId: () => 'server' });
  inflight ??= fetchConfig(client, { timeoutMs })
    .then((answer): Entry => ({
      config: isEmpty(answer) ? DEFAULT_SITE_CONFIG : answer,
      fetchedAt: Date.now(),
      ok: true,
    }))
    .catch((error: unknown): Entry => {
      console.warn(
        `[config] ${error instanceof Error ? error.message : String(error)}; using ${entry?.ok ? 'the last good config' : 'defaults'}`,
      );
      return { config: entry?.config ?? DEFAULT_SITE_CONFIG, fetchedAt: Date.now(), ok: false };
    })
    .then((next) => {
      // keep the last good config's age when a refresh fails, so the next request tries again soon
      entry = next.ok || !entry ? next : { ...entry, fetchedAt: Date.now() - CONFIG_FRESH_MS + CONFIG_RETRY_MS };
      return entry;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}

export async function loadSiteConfig(options: { timeoutMs?: number } = {}): Promise<SiteConfig> {
  const now = Date.now();
  if (entry && now - entry.fetchedAt < (entry.ok ? CONFIG_FRESH_MS : CONFIG_RETRY_MS)) return entry.config;
  if (entry?.ok) {
    // stale: answer at once, refresh behind
    void refresh(options.timeoutMs);
    return entry.config;
  }
  return (await refresh(options.timeoutMs)).config;
}

/** Whether a config the platform sent is held (else pages are drawn with the defaults): readiness asks. */
export function siteConfigLoaded(): boolean {
  return entry?.ok === true;
}

/** For tests: forget the cached config. */
export function resetSiteConfigCache(): void {
  entry = undefined;
  inflight = undefined;
  client = undefined;
}
