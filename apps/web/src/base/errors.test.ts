import { describe, expect, it } from 'vitest';
import { messageOf, ok, REFUSALS, refusal, refused } from './errors.js';

describe('the refusal catalogue', () => {
  it('fills a text with the names it is given, under its code', () => {
    expect(refusal('udn.emptyLevel', 'Level 1')).toEqual({
      code: 'udn.emptyLevel',
      message: 'The level Level 1 is empty: add nodes before packing it',
    });
    expect(refusal('udn.onlyLevelPacks', 'Add', 'plus').message).toBe(
      'Only a level can be packed into a UDN: Add is a plus',
    );
  });

  it('keeps the texts the app showed before, byte for byte', () => {
    expect(REFUSALS['udn.unpackedCannotChangeDefinition']()).toBe(
      'An unpacked UDN cannot change definition.',
    );
    expect(REFUSALS['udn.notUnpacked']('Adder')).toBe('Adder could not be unpacked');
  });

  it('has one text per code, none empty', () => {
    const texts = Object.values(REFUSALS).map((text) => (text as (...a: string[]) => string)('X', 'Y'));
    expect(texts.every((text) => text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('Result', () => {
  it('is a value when done and a refusal when not', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const no = refused(refusal('udn.nodesNotChanged'));
    expect(no.ok).toBe(false);
    expect(messageOf(no)).toBe('The nodes were not changed');
    expect(messageOf(ok())).toBeUndefined();
  });
});
