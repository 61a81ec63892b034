/**
 * The version in the address of the texts parts fetch later (app/api/messages/{version}/…), fixed at
 * build time (next.config.ts): a hash of everything their answers are made of. The messages; the
 * libraries that precompile and read them; and the module that groups them into the sets parts fetch
 * (LOADED_TEXTS). Browsers and the edge keep an answer a year, so any change to one of these must change
 * the address, or a page's code could be handed texts of another build, format or grouping.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the answers are made of besides the messages (paths from the project's root). */
export const VERSION_INPUTS = [
  'node_modules/use-intl/package.json',
  'node_modules/icu-minify/package.json',
  'lib/i18n/clientMessages.ts',
];

export function messagesVersion(
  root: string,
  read: (file: string) => string = (file) => readFileSync(path.join(root, file), 'utf8'),
): string {
  const messages = readdirSync(path.join(root, 'messages'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `messages/${file}`);
  const hash = createHash('sha256');
  for (const file of [...messages, ...VERSION_INPUTS]) hash.update(`${file}\n${read(file)}\n`);
  return hash.digest('hex').slice(0, 12);
}
