/**
 * Sitemaps of a large archive (`npm run bench:sitemaps`): a platform of its own (PGlite in a temporary
 * folder, or DATABASE_URL) with 60,000 archive articles beside the demo; the index, then the first
 * articles sitemap (50,000 addresses) made three times as the front end makes it, each time timed, its
 * size and address count checked against the protocol's limits (a miss fails the run, exit code 1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPlatform } from '../platform/src/platform';
import { insertArchiveArticles } from '../platform/src/seed/archive';
import { readSettings } from '../platform/src/settings';

const ARCHIVE = 60_000;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sitemaps-'));
  const settings = {
    ...readSettings({ ...process.env, PLATFORM_PORT: '0', PLATFORM_DATA_DIR: dataDir, PLATFORM_LOG: '0' }),
  };
  const running = await startPlatform(settings, { fresh: true });
  try {
    await insertArchiveArticles(running.db, 1, ARCHIVE);
    process.env.PLATFORM_URL = running.url;
    const { sitemapFile, sitemapIndex } = await import('../lib/seo/sitemaps');
    const index = await sitemapIndex();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const articleFiles = files.filter((file) => /articles-\d+\.xml$/.test(file));
    const runs: { ms: number; bytes: number; urls: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      const xml = (await sitemapFile({ kind: 'article', page: 0 }))!;
      runs.push({
        ms: Math.round(performance.now() - start),
        bytes: Buffer.byteLength(xml),
        urls: (xml.match(/<url>/g) ?? []).length,
      });
    }
    const report = { archive: ARCHIVE, sitemapFiles: files.length, articleFiles: articleFiles.length, runs };
    console.log(JSON.stringify(report, null, 2));
    const ok = articleFiles.length === 2 && runs.every((run) => run.urls === 50_000 && run.bytes < 50 * 1024 * 1024);
    if (!ok) {
      console.error('[bench:sitemaps] the archive did not split into files within the protocol’s limits');
      process.exitCode = 1;
    }
  } finally {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('[bench:sitemaps] failed', error);
  process.exit(1);
});
