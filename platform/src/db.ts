/**
 * One small database interface over two engines: PGlite (embedded PostgreSQL, the default) and any
 * PostgreSQL server reached through DATABASE_URL. Both speak the same SQL and share one migration set.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** The PostgreSQL schema holding the tables ("public" unless DATABASE_SCHEMA says otherwise). */
  readonly schema: string;
  /** Runs several statements separated by semicolons (no parameters). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// PostgreSQL's int8 (count(*), bigint ids) arrives as a string from pg; PGlite gives numbers. Make pg agree.
pg.types.setTypeParser(20, (value: string) => Number(value));

class PgliteDb implements Db {
  readonly engine = 'pglite' as const;
  readonly schema = 'public';
  constructor(private readonly pglite: PGlite) {}

  async query<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pglite.query<T>(sql, params);
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      fn({
        query: async <R = Row>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  constructor(
    private readonly pool: pg.Pool,
    readonly schema: string,
  ) {}

  async query<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query(sql, params);
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R = Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface OpenDbOptions {
  /** postgres://… — when set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** A schema of its own inside that database (tests use one per run so runs never collide). */
  schema?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  dataDir?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const schema = options.schema ?? 'public';
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const setup = new pg.Client({ connectionString: options.databaseUrl });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c search_path=${schema}`,
    });
    // an idle connection the server closed (a restart, a fail-over) is dropped and opened again on the
    // next query; without a listener its error would end the process
    pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
    await pool.query('SELECT 1');
    return new PostgresDb(pool, schema);
  }
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  return new PgliteDb(pglite);
}
