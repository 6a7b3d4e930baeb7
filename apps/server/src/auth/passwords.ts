import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard, ~tens of ms). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('nodeloom-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
