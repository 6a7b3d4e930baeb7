import { describe, expect, it } from 'vitest';
import { getTimestamp } from './getTimestamp.js';
import { ruleResult } from './rule-context.testing.js';

// 2026-11-22T12:30:45.678Z: midday UTC, so the local calendar date is the same in most zones
const now = Date.UTC(2026, 10, 22, 12, 30, 45, 678);
const stamp = (params: Record<string, unknown>) => ruleResult(getTimestamp, { params, now });

describe('getTimestamp: "format epoch, iso, custom; custom default llll"', () => {
  it('declares those formats and the llll default', () => {
    const [format, customFormat] = getTimestamp.definition.parameters;
    expect(format.options?.map((o) => o.value)).toEqual(['epoch', 'iso', 'custom']);
    expect(customFormat.defaultValue).toBe('llll');
  });

  it('epoch: the platform clock in milliseconds', async () => {
    expect(await stamp({ format: 'epoch' })).toEqual({ timestamp: now });
  });

  it('iso: ISO 8601 in UTC', async () => {
    expect(await stamp({ format: 'iso' })).toEqual({ timestamp: '2026-11-22T12:30:45.678Z' });
  });

  it('custom: llll by default ("Sun, Nov 22, 2026 h:mm AM/PM")', async () => {
    const { timestamp } = await stamp({ format: 'custom' });
    expect(timestamp).toMatch(/^Sun, Nov 22, 2026 \d{1,2}:\d{2} [AP]M$/);
  });

  it('custom: any dayjs format', async () => {
    expect(await stamp({ format: 'custom', customFormat: 'YYYY-MM-DD' })).toEqual({
      timestamp: '2026-11-22',
    });
  });

  it('custom with an empty format falls back to llll (edge)', async () => {
    const { timestamp } = await stamp({ format: 'custom', customFormat: '' });
    expect(timestamp).toMatch(/^Sun, Nov 22, 2026 \d{1,2}:\d{2} [AP]M$/);
  });

  it('epoch 0 is 1970 (edge)', async () => {
    expect(await ruleResult(getTimestamp, { params: { format: 'iso' }, now: 0 })).toEqual({
      timestamp: '1970-01-01T00:00:00.000Z',
    });
  });

  it('names an unknown format', async () => {
    await expect(stamp({ format: 'unix' })).rejects.toThrow('Invalid format: unix');
  });
});
