/**
 * Nothing changes an installed dependency: the project builds and runs on the framework as published
 * (`npm ci --ignore-scripts && npx next build` gives the same app as `npm ci && npm run build`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

it('runs no script of ours at install or before a build', () => {
  const hooks = ['preinstall', 'install', 'postinstall', 'prepare', 'prebuild', 'postbuild'];
  expect(Object.keys(pkg.scripts).filter((name) => hooks.includes(name))).toEqual([]);
});

/** The project's own source files (not dependencies, builds or tests' output). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (/^(node_modules|\.next.*|\.git|test-results|bench-results)$/.test(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(c|m)?[jt]sx?$/.test(name) ? [full] : [];
  });
}

it('has no code that writes into node_modules', () => {
  const writes = /(writeFile|appendFile|copyFile|rename|rm|unlink|cp)(Sync)?\([^)]*node_modules/;
  const offenders = sources(ROOT).filter((file) => writes.test(readFileSync(file, 'utf8')));
  expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
});
