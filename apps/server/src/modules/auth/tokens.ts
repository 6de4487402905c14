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

type Verified = { claims: SessionClaims; exp: number };

/** How many verified tokens a process remembers per key (the oldest is forgotten first). */
const REMEMBERED_TOKENS = 10_000;

/**
 * Tokens whose signature this process has verified, with their claims, per signing key. A token's claims are a function
 * of the token and the key alone, so a token is verified once and only its expiry is looked at again; whether its
 * session is still open is not remembered here (the guard reads the session on every call).
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>();

function remember(key: Uint8Array, token: string, verified: Verified): void {
  let known = verifiedTokens.get(key);
  if (!known) {
    known = new Map();
    verifiedTokens.set(key, known);
  }
  if (known.size >= REMEMBERED_TOKENS) {
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  known.set(token, verified);
}

/** Verifies a session token (signature, algorithm, expiry) and answers its claims; null for anything else. */
export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  // jose's expiry rule: expired once `exp` is at or before now, in whole seconds.
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(key)?.get(token);
  if (known) return known.exp > seconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const claims = sessionClaims(payload);
    // Only a token whose validity ends at `exp` alone (the tokens signSessionToken signs) is remembered.
    if (claims && typeof payload.exp === 'number' && payload.nbf === undefined) {
      remember(key, token, { claims, exp: payload.exp });
    }
    return claims;
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
