/**
 * The namespaces sent to the browser are exactly those its client components read: the layout's for the
 * parts any screen may show, each screen's for its own parts. Walks the module graph from the layout and
 * the fallback views, and from each screen (screens/), through static and lazy imports; a module runs in
 * the browser if it says "use client" or a browser module imports it. From those it collects the
 * namespaces of useTranslations('…'), usePlainTexts('…') and useNamespace('…') and of the "namespace.key"
 * strings a root translator (useTranslations()) reads. A client component reading a namespace its page does not send shows message keys
 * instead of words (and logs "[messages] … is missing", which the browser tests fail on).
 */
import fs from 'node:fs';
import path from 'node:path';
import cn from '@/messages/cn.json';
import { LAYOUT_NAMESPACES, LOADED_TEXTS, pickMessages, type LoadedTexts } from './clientMessages';
import { LOCALES } from './locales';

const ROOT = path.resolve(__dirname, '../..');
const NAMESPACES = Object.keys(cn);
/** What every screen's page renders around or instead of the screen: the layout, the 404 and error states. */
const LAYOUT_ROOTS = [
  'app/[variant]/layout.tsx',
  'app/[variant]/error.tsx',
  'app/[variant]/not-found.tsx',
  'lib/render/fallback.tsx',
];
/** Where the hooks that read messages are defined (their parameters are no namespace). */
const HOOK_MODULES = ['components/providers/MessagesContext.tsx', 'components/providers/useTranslations.ts'];

const texts = new Map<string, string>();
function text(file: string): string {
  if (!texts.has(file)) texts.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  return texts.get(file)!;
}

function isFile(file: string): boolean {
  return fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile();
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find(isFile);
}

/** The namespaces a module reads; throws when it asks for one that cannot be read from the source. */
function namespacesOf(file: string): string[] {
  if (HOOK_MODULES.includes(file)) return [];
  const source = text(file);
  const namespaces = new Set<string>();
  for (const match of source.matchAll(/(?:useTranslations|usePlainTexts|useNamespace)\(([^)]*)\)/g)) {
    const argument = match[1]!.trim();
    const literal = /^['"]([\w]+)['"]$/.exec(argument);
    if (literal) namespaces.add(literal[1]!);
    else if (argument !== '') throw new Error(`${file}: a namespace that is not a literal (${argument})`);
  }
  // a root translator takes "namespace.key" strings, written here or in the hooks that hand them over
  for (const match of source.matchAll(/['"`]([a-zA-Z]+)\.(?!html\b)(?:[a-zA-Z]|\$\{)/g))
    if (NAMESPACES.includes(match[1]!)) namespaces.add(match[1]!);
  return [...namespaces];
}

/**
 * A module's lazily loaded parts that fetch their texts with their code (lazyWithMessages(() =>
 * import('…'), 'part')): the part's module → the namespaces of its set (LOADED_TEXTS).
 */
function fetchedBy(file: string): Map<string, readonly string[]> {
  const parts = new Map<string, readonly string[]>();
  for (const match of text(file).matchAll(/lazyWithMessages\(\s*\(\) =>\s*import\('([^']+)'\)[^']*'(\w+)'/g))
    parts.set(resolveImport(file, match[1]!)!, LOADED_TEXTS[match[2]! as LoadedTexts]);
  return parts;
}

interface Reached {
  file: string;
  /** It runs in the browser there. */
  client: boolean;
  /** The namespaces it gets with the lazily loaded part it belongs to, not from the page. */
  fetched: string[];
}

/** The modules reachable from `roots`. */
function walk(roots: string[]): Reached[] {
  const reached = new Map<string, Reached>();
  const queue: Reached[] = roots.map((file) => ({ file, client: false, fetched: [] }));
  while (queue.length > 0) {
    const item = queue.pop()!;
    const { file, fetched } = item;
    const client = item.client || /^\s*['"]use client['"]/.test(text(file));
    const key = `${file} ${fetched.join()}`;
    if (reached.has(key) && (reached.get(key)!.client || !client)) continue;
    reached.set(key, { file, client, fetched });
    const lazyParts = fetchedBy(file);
    for (const match of text(file).matchAll(
      /(?:import|export)\s+(type\s+)?(?:([\w\s{},*]*?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g,
    )) {
      if (match[1]) continue;
      const target = resolveImport(file, (match[3] ?? match[4])!);
      if (!target) continue;
      const own = match[4] ? lazyParts.get(target) : undefined;
      queue.push({ file: target, client, fetched: own ? [...new Set([...fetched, ...own])].sort() : fetched });
    }
  }
  return [...reached.values()];
}

/** The namespaces the browser modules reachable from `roots` need from the page. */
function readFrom(roots: string[]): Set<string> {
  const namespaces = new Set<string>();
  for (const { file, client, fetched } of walk(roots))
    if (client) for (const name of namespacesOf(file)) if (!fetched.includes(name)) namespaces.add(name);
  return namespaces;
}

/** What a screen's definition lists as its messages (`messages: [...]`), where it is defined. */
function listedBy(file: string): string[] {
  const alias = /export \{ default \} from '([^']+)'/.exec(text(file))?.[1];
  if (alias) return listedBy(resolveImport(file, alias)!);
  const list = /^\s*messages:\s*\[([^\]]*)\]/m.exec(text(file))?.[1] ?? '';
  return [...list.matchAll(/['"](\w+)['"]/g)].map((match) => match[1]!).sort();
}

describe('messages sent to the browser', () => {
  const layout = readFrom(LAYOUT_ROOTS);
  const screens = fs
    .readdirSync(path.join(ROOT, 'screens'))
    .map((file) => ({ route: file.replace(/\.tsx$/, ''), file: `screens/${file}` }));

  it('walks the graph: a screen reaches its parts', () => {
    const reaches = (root: string, file: string) => walk([root]).find((reached) => reached.file === file);
    expect(reaches('screens/newsDetail.tsx', 'components/article/ArticleActions.tsx')).toMatchObject({ client: true });
    expect(reaches('screens/newsDetail.tsx', 'components/login/LoginForm.tsx')).toBeUndefined();
    expect(reaches('screens/login.tsx', 'components/login/LoginForm.tsx')).toMatchObject({ client: true });
  });

  it('a part that fetches a namespace with its code takes it from no page', () => {
    const comments = walk(['screens/newsDetail.tsx']).find(
      ({ file }) => file === 'components/comments/CommentItem.tsx',
    );
    expect(comments).toMatchObject({ client: true, fetched: [...LOADED_TEXTS.comments] });
    expect(readFrom(['screens/newsDetail.tsx']).has('comments')).toBe(false);
  });

  it('the layout sends what the parts of every page read, and no other', () => {
    expect([...LAYOUT_NAMESPACES].sort()).toEqual([...layout].sort());
  });

  it.each(screens)('$route lists what its client parts read beyond the layout', ({ file }) => {
    expect(isFile(file)).toBe(true);
    const needed = [...readFrom([file])].filter((name) => !layout.has(name)).sort();
    expect(listedBy(file)).toEqual(needed);
  });

  it('every namespace sent exists in every locale', () => {
    const sent = [...new Set([...LAYOUT_NAMESPACES, ...screens.flatMap(({ file }) => listedBy(file))])].sort();
    for (const locale of LOCALES) {
      const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'messages', `${locale}.json`), 'utf8'));
      expect(Object.keys(pickMessages(messages, sent)).sort()).toEqual(sent);
    }
  });
});
