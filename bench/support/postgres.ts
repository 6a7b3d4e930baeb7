// A throwaway PostgreSQL database for a bench run, when DATABASE_URL is set or a local server
// answers on 127.0.0.1:5432; created before the run and dropped after it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const LOCAL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `use` with the URL of a fresh database; returns false (running nothing) when no PostgreSQL answers. */
export async function withThrowawayPostgres(use: (url: string) => Promise<void>): Promise<boolean> {
  const server = process.env.DATABASE_URL ?? LOCAL;
  const name = `nodeloom_bench_${randomBytes(6).toString('hex')}`;
  try {
    await query(server, `CREATE DATABASE ${name}`);
  } catch {
    return false;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    await query(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return true;
}
