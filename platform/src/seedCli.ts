/** `npm run seed`: drops the platform's database and seeds the demo newspaper from scratch. */
import { openPlatformDb, prepareDb } from './platform';
import { readSettings } from './settings';

async function main() {
  const settings = readSettings();
  const db = await openPlatformDb(settings);
  try {
    const summary = await prepareDb(db, settings, true);
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
