import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_ID } from '@mhq/contract';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** A session token: signed, carrying the session id that the server checks on every call. */
export function signSessionToken(key: Uint8Array, userId: number, sessionId: string, expiresAt: Date, now: Date) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

export type SessionClaims = { userId: number; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITIVE_INTEGER = /^[1-9][0-9]{0,9}$/;

/**
 * The claims of a token signed as signSessionToken signs them, or null. Their shape is checked before any of them
 * reaches SQL: a session id that is not a UUID, or a user id outside PostgreSQL's integer range, would make the
 * database fail (a 500) where the answer is 401.
 */
export function sessionClaims(payload: JWTPayload): SessionClaims | null {
  const { sid, sub } = payload;
  if (typeof sid !== 'string' || !UUID.test(sid)) return null;
  if (typeof sub !== 'string' || !POSITIVE_INTEGER.test(sub)) return null;
  const userId = Number(sub);
  if (userId > MAX_ID) return null;
  return { userId, sessionId: sid };
}

/** Verifies a session token (signature, algorithm, expiry) and answers its claims; null for anything else. */
export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    return sessionClaims(payload);
  } catch {
    return null;
  }
}

export const newSessionId = () => randomUUID();

/** A random single-use token for mail links; only its hash is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
