/**
 * The namespaces sent to the browser are exactly those its client components read. Walks the client module
 * graph (every "use client" module and what it imports, statically or lazily) and collects the namespaces
 * of useTranslations('…'), usePlainTexts('…') and useNamespace('…') and of the "namespace.key" strings a root translator (useTranslations()) reads.
 * A client component reading a namespace the page does not send would show message keys instead of words.
 */
import fs from 'node:fs';
import path from 'node:path';
import cn from '@/messages/cn.json';
import { CLIENT_NAMESPACES, pickMessages, SCREEN_NAMESPACES } from './clientMessages';
import { LOCALES } from './locales';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const NAMESPACES = Object.keys(cn);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = new Map(
  SOURCE_DIRS.flatMap(sourceFiles).map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]),
);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) => files.has(file));
}

/** Every module that runs in the browser: "use client" modules and everything they import. */
function clientModules(): Set<string> {
  const roots = [...files].filter(([, text]) => /^\s*['"]use client['"]/.test(text)).map(([file]) => file);
  const seen = new Set(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const match of files.get(file)!.matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

/** The namespaces a module reads, and whether it asks for a namespace it cannot be read from the source. */
function namespacesOf(text: string): { namespaces: Set<string>; unreadable: boolean } {
  const namespaces = new Set<string>();
  let unreadable = false;
  for (const match of text.matchAll(/(?:useTranslations|usePlainTexts|useNamespace)\(([^)]*)\)/g)) {
    const argument = match[1]!.trim();
    const literal = /^['"]([\w]+)['"]$/.exec(argument);
    if (literal) namespaces.add(literal[1]!);
    else if (argument !== '') unreadable = true;
  }
  // a root translator takes "namespace.key" strings, written here or in the hooks that hand them over
  for (const match of text.matchAll(/['"`]([a-zA-Z]+)\.(?:[a-zA-Z]|\$\{)/g))
    if (NAMESPACES.includes(match[1]!)) namespaces.add(match[1]!);
  return { namespaces, unreadable };
}

/** Where the hooks that read messages are defined (their parameters are no namespace). */
const HOOK_MODULES = ['components/providers/MessagesContext.tsx', 'components/providers/useTranslations.ts'];

describe('messages sent to the browser', () => {
  const modules = clientModules();
  const readers = new Map<string, string[]>();
  for (const file of modules) {
    if (HOOK_MODULES.includes(file)) continue;
    const { namespaces, unreadable } = namespacesOf(files.get(file)!);
    if (unreadable) throw new Error(`${file}: useTranslations with a namespace that is not a literal`);
    for (const name of namespaces) readers.set(name, [...(readers.get(name) ?? []), file]);
  }

  it('finds the client components (the walk works)', () => {
    expect(modules.has('components/article/ArticleActions.tsx')).toBe(true);
    expect(modules.has('components/login/LoginForm.tsx')).toBe(true);
    expect(readers.get('comments')).toEqual(expect.arrayContaining(['components/comments/CommentComposer.tsx']));
  });

  it('the layout sends every namespace a client component reads, and no other', () => {
    const screenOnly = Object.keys(SCREEN_NAMESPACES);
    const needed = [...readers.keys()].filter((name) => !screenOnly.includes(name)).sort();
    expect([...CLIENT_NAMESPACES].sort()).toEqual(needed);
  });

  it('a screen-only namespace is read by that screen’s components alone', () => {
    for (const [name, folder] of Object.entries(SCREEN_NAMESPACES)) {
      expect(readers.get(name)?.length).toBeGreaterThan(0);
      expect(readers.get(name)!.filter((file) => !file.startsWith(folder))).toEqual([]);
    }
  });

  it('every namespace sent exists in every locale', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8'));
      expect(Object.keys(pickMessages(messages, CLIENT_NAMESPACES)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    }
  });
});
