// `npm run start:cluster`: the production topology on this machine (docs/scale-out.md): nginx on PORT
// (8080) in front of INSTANCES (2) front-end servers (the standalone artefact) sharing one page cache in
// Redis (REDIS_URL, redis://127.0.0.1:6379), and the reference platform on PostgreSQL (DATABASE_URL,
// postgres://postgres@127.0.0.1:5432/test, in the schema DATABASE_SCHEMA, lanhai_cluster; seeded on first
// start). Prints the address and the editor token for the newsroom calls; Ctrl-C stops everything.
import { startCluster } from './lib/cluster.mjs';

const port = Number(process.env.PORT || 8080);
const instances = Math.max(1, Number(process.env.INSTANCES || 2));
const firstInstancePort = Number(process.env.INSTANCE_PORT || 3101);
process.env.DATABASE_SCHEMA ||= 'lanhai_cluster';

let cluster;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n[cluster] stopping…');
  await cluster?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  cluster = await startCluster({
    port,
    instancePorts: Array.from({ length: instances }, (_, index) => firstInstancePort + index),
    platformPort: Number(process.env.PLATFORM_PORT || 4000),
    databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  });
  console.log(
    `\n[cluster] Ready. Open ${cluster.url}/home.html  (nginx → ${cluster.instanceUrls.join(', ')}; ` +
      `platform ${cluster.platformUrl}, editor token ${cluster.editorToken}; Ctrl-C stops all)\n`,
  );
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
