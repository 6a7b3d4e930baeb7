import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring upload URLs: the signature is HMAC-SHA256 (SESSION_SECRET) over
 * `<assetId>:<kind>:<expires>` where expires is in Unix seconds.
 */
export function signUpload(secret: string, assetId: string, kind: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload:${assetId}:${kind}:${expires}`).digest('hex');
}

export type UploadSignatureCheck = 'valid' | 'expired' | 'invalid';

export function checkUploadSignature(
  secret: string,
  assetId: string,
  kind: string,
  expires: number,
  signature: string,
  now: Date,
): UploadSignatureCheck {
  const expected = Buffer.from(signUpload(secret, assetId, kind, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
