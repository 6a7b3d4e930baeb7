import { describe, expect, it } from 'vitest';
import { openOrRecreate } from './udn-database.js';

describe("opening 'udn-cache' (deleted and recreated if it fails to open)", () => {
  it('opens without deleting when it can', async () => {
    const calls: string[] = [];
    const db = await openOrRecreate({
      open: async () => {
        calls.push('open');
        return 'db';
      },
      remove: async () => {
        calls.push('remove');
      },
    });
    expect(db).toBe('db');
    expect(calls).toEqual(['open']);
  });

  it('deletes the database and opens it again after a failed open', async () => {
    const calls: string[] = [];
    let broken = true;
    const warnings: string[] = [];
    const db = await openOrRecreate(
      {
        open: async () => {
          calls.push('open');
          if (broken) throw new Error('VersionError');
          return 'fresh';
        },
        remove: async () => {
          calls.push('remove');
          broken = false;
        },
      },
      (m) => warnings.push(m),
    );
    expect(db).toBe('fresh');
    expect(calls).toEqual(['open', 'remove', 'open']);
    expect(warnings).toEqual(['udn-cache failed to open, recreating it: VersionError']);
  });

  it('gives up after the recreated database fails too', async () => {
    const opener = {
      open: () => Promise.reject(new Error('blocked')),
      remove: async () => {},
    };
    await expect(openOrRecreate(opener, () => {})).rejects.toThrow('blocked');
  });
});
