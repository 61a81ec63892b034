import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messagesVersion, VERSION_INPUTS } from './messagesVersion';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** The version with one file's text changed. */
const withChange = (changed: string) =>
  messagesVersion(ROOT, (file) => (file === changed ? `${read(file)} ` : read(file)));

describe('the version of the texts parts fetch later', () => {
  it('is the same for the same files', () => {
    expect(messagesVersion(ROOT)).toMatch(/^[0-9a-f]{12}$/);
    expect(messagesVersion(ROOT)).toBe(messagesVersion(ROOT));
  });

  it('changes with a message, a library that reads them, or the sets parts fetch', () => {
    const version = messagesVersion(ROOT);
    for (const file of ['messages/en.json', ...VERSION_INPUTS])
      expect({ file, version: withChange(file) }).not.toEqual({ file, version });
    expect(VERSION_INPUTS).toContain('lib/i18n/clientMessages.ts');
  });
});
