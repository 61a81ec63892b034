/**
 * HTML conformance: the Nu Html Checker (the vnu-jar package, run with the machine's Java) over the HTML
 * one page of every screen sends, as a crawler receives it: no error on any screen (docs/html-conformance.md).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';

/** The checker's jar, as the vnu-jar package ships it. */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

test('every screen validates in the Nu Html Checker with no error', async ({ request, basePath }) => {
  test.setTimeout(180_000);
  const paths = await screenPaths();
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const screen of BUILT_SCREENS) {
      const answer = await request.get(`${basePath}${paths[screen]!}`);
      expect(answer.status(), screen).toBe(200);
      const file = path.join(folder, `${screen}.html`);
      await writeFile(file, await answer.text());
      files.push(file);
    }
    const { stderr } = await promisify(execFile)(
      'java',
      ['-Xss16m', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // the checker's whole answer stays beside the test's results, for reading what it found
    await writeFile(test.info().outputPath('vnu.json'), stderr);
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    // errors, fatal ones among them, and a page the checker could not read; warnings are type "info"
    const errors = messages.filter((item) => item.type !== 'info');
    expect(errors.map((item) => `${path.basename(item.url, '.html')}:${item.lastLine ?? '?'} ${item.message}`)).toEqual(
      [],
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
