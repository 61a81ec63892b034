// Applies scripts/lib/patchNext.cjs to the installed Next.js (run by npm after every install: package.json
// "postinstall"; ensureBuild of scripts/lib/processes.cjs runs it too, before every build or start of a
// build). An already patched file is left as it is.
import patchNext from './lib/patchNext.cjs';

const changed = patchNext.patchInstalledNext();
for (const file of patchNext.SEND_PAYLOAD_FILES)
  console.log(`[patch-next] ${file}: ${changed.includes(file) ? 'patched' : 'already patched'}`);
