import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/index.js';
import { newId } from './ids.js';

describeEachDatabase('database', (suite) => {
  it('keeps answering after the server ends idle connections (restart, failover)', async () => {
    // Several pooled connections, then the server ends all but the current one.
    await Promise.all(Array.from({ length: 4 }, () => suite.db.execute(sql`select pg_sleep(0.05)`)));
    if (suite.kind === 'postgres') {
      await suite.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => suite.db.execute(sql`select 1 as one`)),
    );
    expect(answers).toHaveLength(4);
  });
});

it('makes 24-character hex ids that start with the creation time', () => {
  const id = newId(new Date('2026-01-01T00:00:00Z'));
  expect(id).toMatch(/^[0-9a-f]{24}$/);
  expect(Number.parseInt(id.slice(0, 8), 16)).toBe(Date.parse('2026-01-01T00:00:00Z') / 1000);
  expect(newId()).not.toBe(newId());
});
