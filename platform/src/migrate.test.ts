import { migrate, splitStatements } from './migrate';
import { openTestDb } from './testing';

describe('migrations', () => {
  it('split one statement per semicolon at a line end, comments dropped', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
  });

  it('apply once, then nothing', async () => {
    const db = await openTestDb();
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
        [db.schema],
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining(['articles', 'columns', 'comments', 'members', 'site_config', 'schema_migrations']),
      );
    } finally {
      if (db.engine === 'postgres') await db.exec(`DROP SCHEMA IF EXISTS ${db.schema} CASCADE`);
      await db.close();
    }
  });
});
