/** Every built screen (its folder under app/[variant]/) and an address of it in the seeded demo, for the browser tests. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { screenAddresses } from '../../scripts/lib/screenAddresses.mjs';
import { memberPlatform, platform } from './fixtures';

/** The address of each built screen, with ids read from the seeded platform. */
export function screenPaths(): Promise<Record<string, string>> {
  return screenAddresses(
    (query) => platform(query),
    (query) => memberPlatform(query),
    (query) => platform(query, 'nis'),
  );
}

export const BUILT_SCREENS = readdirSync(path.join(__dirname, '../../app/[variant]'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
