/**
 * `npm run seed`: drops the platform's database and seeds the demo newspaper from scratch;
 * `npm run seed -- --archive 60000` adds that many archive articles (sitemaps that split, their bench).
 */
import { openPlatformDb, prepareDb } from './platform';
import { insertArchiveArticles } from './seed/archive';
import { readSettings } from './settings';

async function main() {
  const settings = readSettings();
  const db = await openPlatformDb(settings);
  try {
    const summary = await prepareDb(db, settings, true);
    const archive = Number(process.argv[process.argv.indexOf('--archive') + 1] ?? 0);
    if (process.argv.includes('--archive')) {
      if (!Number.isInteger(archive) || archive < 1 || archive > 1_000_000)
        throw new Error('--archive takes a number of articles, 1 to 1,000,000');
      await insertArchiveArticles(db, 1, archive);
      console.log(`[seed] ${archive} archive articles`);
    }
    console.log(
      `[seed] ${db.engine}: ${summary?.articles} articles, ${summary?.columns} columns, ${summary?.comments} comments`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error('[seed] failed', error);
  process.exit(1);
});
