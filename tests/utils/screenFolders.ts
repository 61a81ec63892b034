/**
 * The screens' folders under app/[variant]/, each by its route's name: at the top, or in a route group
 * ("(articles)", "(lists)": folders that share a layout and add nothing to the path).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const VARIANT_FOLDER = path.join(__dirname, '../../app/[variant]');

/** Route name → its folder, relative to app/[variant]/ ("(articles)/newsDetail"). */
export function screenFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(VARIANT_FOLDER, relative), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (/^\(.+\)$/.test(entry.name)) visit(path.join(relative, entry.name));
      else folders.set(entry.name, path.join(relative, entry.name));
    }
  };
  visit('');
  return folders;
}
