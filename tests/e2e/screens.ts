/** Every built screen (its folder under app/[variant]/ or a route group there) and an address of it in the seeded demo, for the browser tests. */
import { screenAddresses } from '../../scripts/lib/screenAddresses.mjs';
import { screenFolders } from '../utils/screenFolders';
import { memberPlatform, platform } from './fixtures';

/** The address of each built screen, with ids read from the seeded platform. */
export function screenPaths(): Promise<Record<string, string>> {
  return screenAddresses(
    (query) => platform(query),
    (query) => memberPlatform(query),
    (query) => platform(query, 'nis'),
  );
}

export const BUILT_SCREENS = [...screenFolders().keys()].sort();
