/** Plain SQL migrations, applied in file-name order, each once, inside a transaction. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';
import { PLATFORM_ROOT } from './settings';

export const MIGRATIONS_DIR = path.join(PLATFORM_ROOT, 'migrations');

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Splits a migration on semicolons that end a line; migrations keep one statement per such line end. */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/** Drops every table of the schema (used by `npm run seed` to start from scratch). */
export async function dropAll(db: Db): Promise<void> {
  await db.exec(`DROP SCHEMA IF EXISTS ${db.schema} CASCADE; CREATE SCHEMA ${db.schema};`);
}
