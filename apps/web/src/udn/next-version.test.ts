import { describe, expect, it } from 'vitest';
import { nextMajorVersion } from './next-version.js';

describe('UDN dialog helpers', () => {
  it('suggests the next major version, 1.0.0 when the group has none', () => {
    expect(nextMajorVersion('1.4.2')).toBe('2.0.0');
    expect(nextMajorVersion('9.0.0-beta.1')).toBe('10.0.0');
    expect(nextMajorVersion(undefined)).toBe('1.0.0');
  });
});
