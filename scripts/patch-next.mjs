// Applies scripts/lib/patchNext.cjs to the installed Next.js (run by npm after every install: package.json
// "postinstall"). Safe to run again: an already patched file is left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import patchNext from './lib/patchNext.cjs';

const require = createRequire(import.meta.url);
const { SEND_PAYLOAD_FILES, patchSendPayload } = patchNext;

for (const file of SEND_PAYLOAD_FILES) {
  const path = require.resolve(file);
  const { text, changed } = patchSendPayload(readFileSync(path, 'utf8'), file);
  if (changed) writeFileSync(path, text);
  console.log(`[patch-next] ${file}: ${changed ? 'patched' : 'already patched'}`);
}
