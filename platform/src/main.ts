/**
 * Starts the reference platform: `tsx platform/src/main.ts` (npm run platform).
 * With --fresh, the database is dropped and seeded again first.
 */
import { startPlatform } from './platform';
import { readSettings } from './settings';

const settings = readSettings();
const fresh = process.argv.includes('--fresh');

startPlatform(settings, { fresh })
  .then((platform) => {
    if (platform.seeded)
      console.log(
        `[platform] seeded ${platform.seeded.articles} articles, ${platform.seeded.columns} columns, ${platform.seeded.comments} comments`,
      );
    console.log(`[platform] ready at ${platform.url} (${platform.db.engine})`);
    const stop = (signal: string) => {
      console.log(`[platform] ${signal}: closing`);
      platform.close().then(
        () => process.exit(0),
        (error) => {
          console.error('[platform] close failed', error);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  })
  .catch((error) => {
    console.error('[platform] failed to start', error);
    process.exit(1);
  });
