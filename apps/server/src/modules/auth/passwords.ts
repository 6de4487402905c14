import argon2 from 'argon2';

/** argon2id at no less than OWASP's parameters: 19 MiB, 2 iterations, parallelism 1. */
export function hashPassword(password: string, memoryKib = 19456): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: memoryKib, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    // Spend the same time as a real check, so response time does not reveal unknown accounts.
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHash = hashPassword('not-a-real-password-for-timing');
