import { describe, expect, it } from 'vitest';
import { parseSharedDefinition } from '../dialogs/udnManager/EditGroupForm.js';
import { nextMajorVersion } from './next-version.js';

describe('UDN dialog helpers', () => {
  it('suggests the next major version, 1.0.0 when the group has none', () => {
    expect(nextMajorVersion('1.4.2')).toBe('2.0.0');
    expect(nextMajorVersion('9.0.0-beta.1')).toBe('10.0.0');
    expect(nextMajorVersion(undefined)).toBe('1.0.0');
  });

  it('reads a shared definition as a JSON object, empty as none, and refuses anything else in words', () => {
    expect(parseSharedDefinition('{"category": "math"}')).toEqual({ category: 'math' });
    expect(parseSharedDefinition('  ')).toBeNull();
    expect(() => parseSharedDefinition('[1]')).toThrow('The shared definition must be a JSON object');
    expect(() => parseSharedDefinition('{')).toThrow(SyntaxError);
  });
});
