// Applies scripts/lib/patchNext.cjs to the installed Next.js (run by npm after every install: package.json
// "postinstall"; the builds of scripts/lib/processes.cjs run it too). An already patched file is left as it is.
import patchNext from './lib/patchNext.cjs';

const changed = patchNext.patchInstalledNext();
for (const file of patchNext.SEND_PAYLOAD_FILES)
  console.log(`[patch-next] ${file}: ${changed.includes(file) ? 'patched' : 'already patched'}`);
