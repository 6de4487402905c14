import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** A session token: signed, carrying the session id that the server checks on every call. */
export function signSessionToken(key: Uint8Array, userId: number, sessionId: string, expiresAt: Date, now: Date) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

export const newSessionId = () => randomUUID();

/** A random single-use token for mail links; only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
