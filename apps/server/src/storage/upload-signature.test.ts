import { describe, expect, it } from 'vitest';
import { checkUploadSignature, signUpload } from './upload-signature.js';

describe('upload signatures', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const expires = now.getTime() / 1000 + 900;
  const signature = signUpload('secret', 'a'.repeat(24), 'original', expires);

  it('accepts its own signature until it expires', () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkUploadSignature('secret', 'a'.repeat(24), 'original', expires, signature, now)).toBe('valid');
    const later = new Date((expires + 1) * 1000);
    expect(checkUploadSignature('secret', 'a'.repeat(24), 'original', expires, signature, later)).toBe(
      'expired',
    );
  });

  it('refuses another secret, asset, kind or expiry', () => {
    const check = (secret: string, id: string, kind: string, exp: number) =>
      checkUploadSignature(secret, id, kind, exp, signature, now);
    expect(check('other', 'a'.repeat(24), 'original', expires)).toBe('invalid');
    expect(check('secret', 'b'.repeat(24), 'original', expires)).toBe('invalid');
    expect(check('secret', 'a'.repeat(24), 'thumbnail', expires)).toBe('invalid');
    expect(check('secret', 'a'.repeat(24), 'original', expires + 60)).toBe('invalid');
  });
});
