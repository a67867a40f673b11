import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MasterKeyRing } from './master-key.js';

/**
 * AES-256-GCM sealing of small secrets (destination credentials, signing keys).
 * Format: `v1.<keyId>.<nonce b64url>.<tag b64url>.<ciphertext b64url>`; the key id lets the
 * master key rotate while older values stay readable.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;

export class SealedValueError extends Error {
  readonly code = 'SEALED_VALUE_INVALID';
}

export function seal(plaintext: string, keys: MasterKeyRing, associatedData = ''): string {
  const { id, key } = keys.current;
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, id, nonce.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function open(sealed: string, keys: MasterKeyRing, associatedData = ''): string {
  const parts = sealed.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION) throw new SealedValueError('sealed value has an unknown format');
  const [, keyId, nonce, tag, ciphertext] = parts as [string, string, string, string, string];
  const key = keys.byId(keyId);
  if (!key) throw new SealedValueError(`no master key with id ${keyId}`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch (cause) {
    throw new SealedValueError('sealed value failed authentication', { cause });
  }
}
