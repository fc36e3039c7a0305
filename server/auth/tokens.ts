import { createHash, randomBytes } from 'node:crypto';

/** A new API token: 32 random bytes, hex. Only its hash is stored. */
export function newTokenKey(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** "Token abc" -> "abc" */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Token\s+([0-9a-f]{16,128})$/i.exec(header.trim());
  return m ? m[1].toLowerCase() : null;
}
