// The one artefact (docs/artefact.md): the server `next build` leaves in {distDir}/standalone (its
// dependencies traced into it), completed with what Next leaves for a CDN to serve, its static files,
// public/ and the service worker, so that the folder alone runs with `node server.js` and an environment. `npm run build` runs
// this after `next build` (no npm hook: tests/unit/noPatchedDependency.test.ts); ensureBuild too.
const { cpSync, existsSync, rmSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** The standalone server of a build folder. */
function standaloneServer(distDir = '.next', root = ROOT) {
  return path.join(root, distDir, 'standalone', 'server.js');
}

/** Copies the static files and public/ into the build's standalone folder; its path. */
function completeStandalone(distDir = '.next', root = ROOT) {
  const target = path.join(root, distDir, 'standalone');
  if (!existsSync(standaloneServer(distDir, root)))
    throw new Error(`${target}/server.js is missing: next.config.ts must say output: 'standalone'`);
  const staticTarget = path.join(target, distDir, 'static');
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.join(root, distDir, 'static'), staticTarget, { recursive: true });
  cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
  // the service worker, which the build bundled when it prerendered app/serwist/[path]: a file of the site's
  // root ({basePath}/sw.js, whose scope is the whole site), like public/'s
  const worker = path.join(root, distDir, 'server', 'app', 'serwist');
  for (const [built, served] of [
    ['sw.js.body', 'sw.js'],
    ['sw.js.map.body', 'sw.js.map'],
  ])
    if (existsSync(path.join(worker, built))) cpSync(path.join(worker, built), path.join(target, 'public', served));
  return target;
}

if (require.main === module)
  console.log(`[build] standalone server: ${completeStandalone(process.env.NEXT_DIST_DIR || '.next')}`);

module.exports = { completeStandalone, standaloneServer };
