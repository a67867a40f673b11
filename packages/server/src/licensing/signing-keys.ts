import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type JWK,
  type JWTPayload,
  SignJWT,
} from 'jose';
import type { Clock } from '../clock.js';
import { open, seal } from '../crypto/aead.js';
import type { MasterKeyRing } from '../crypto/master-key.js';
import type { SigningAlgorithm, SigningKeyRecord, SigningKeyStore } from './types.js';

const ALGORITHM: SigningAlgorithm = 'RS256';
const MODULUS_BITS = 2048;

/** Validation tokens live a day at most (less when the license expires sooner). */
export const TOKEN_TTL_SECONDS = 86_400;

/** Binds a sealed private key to its kid, so a sealed value cannot be swapped onto another row. */
const sealContext = (kid: string) => `token-signing-key:${kid}`;

export async function newSigningKey(masterKeys: MasterKeyRing, now: Date): Promise<SigningKeyRecord> {
  const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { modulusLength: MODULUS_BITS, extractable: true });
  const kid = await calculateJwkThumbprint(await exportJWK(publicKey), 'sha256');
  return {
    kid,
    algorithm: ALGORITHM,
    publicPem: await exportSPKI(publicKey),
    privateSealed: seal(await exportPKCS8(privateKey), masterKeys, sealContext(kid)),
    createdAt: now.toISOString(),
    retiredAt: null,
  };
}

/**
 * Signs validation tokens with the one active key pair and publishes the public keys. The pair
 * is created on first use and kept in the store (private half sealed with the master key), so it
 * survives restarts and is shared by every server on the same database. A retired key stays
 * published for TOKEN_TTL_SECONDS, the longest a token it signed can still be valid.
 */
export class TokenSigner {
  private creating: Promise<SigningKeyRecord> | null = null;
  private imported: { kid: string; key: CryptoKey } | null = null;
  /** Public keys never change under a kid; a handful exist over a deployment's life. */
  private readonly jwkByKid = new Map<string, JWK>();

  constructor(
    private readonly store: SigningKeyStore,
    private readonly masterKeys: MasterKeyRing,
    private readonly clock: Clock,
  ) {}

  async activeKey(): Promise<SigningKeyRecord> {
    const active = await this.store.active(ALGORITHM);
    if (active) return active;
    // One key generation per process; the store settles races between processes.
    this.creating ??= newSigningKey(this.masterKeys, this.clock.now())
      .then((key) => this.store.insertIfNoneActive(key))
      .finally(() => {
        this.creating = null;
      });
    return this.creating;
  }

  /** Signs `claims` with `iat` now and `exp` at the earlier of now + TTL and `notAfter`. */
  async sign(claims: JWTPayload, notAfter: Date): Promise<{ token: string; expiresAt: Date; kid: string }> {
    const record = await this.activeKey();
    const key = await this.privateKey(record);
    const now = this.clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = Math.min(iat + TOKEN_TTL_SECONDS, Math.floor(notAfter.getTime() / 1000));
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: record.kid, typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
    return { token, expiresAt: new Date(exp * 1000), kid: record.kid };
  }

  /** Makes a new key pair active; the previous one stays published until its tokens have expired. */
  async rotate(): Promise<SigningKeyRecord> {
    const now = this.clock.now();
    const key = await newSigningKey(this.masterKeys, now);
    await this.store.rotate(key, now.toISOString());
    return key;
  }

  /** Active key first, then retired keys whose tokens may still be valid. */
  async publishedKeys(): Promise<SigningKeyRecord[]> {
    await this.activeKey();
    const oldestUseful = new Date(this.clock.now().getTime() - TOKEN_TTL_SECONDS * 1000).toISOString();
    const keys = await this.store.published(ALGORITHM, oldestUseful);
    // Keys created within the same millisecond tie on created_at; the active one still leads.
    return keys.sort((a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null));
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const keys = await this.publishedKeys();
    return { keys: await Promise.all(keys.map((key) => this.publicJwk(key))) };
  }

  private async publicJwk(key: SigningKeyRecord): Promise<JWK> {
    let jwk = this.jwkByKid.get(key.kid);
    if (!jwk) {
      const exported = await exportJWK(await importSPKI(key.publicPem, ALGORITHM, { extractable: true }));
      jwk = { ...exported, kid: key.kid, alg: ALGORITHM, use: 'sig' };
      this.jwkByKid.set(key.kid, jwk);
    }
    return jwk;
  }

  private async privateKey(record: SigningKeyRecord): Promise<CryptoKey> {
    if (this.imported?.kid !== record.kid) {
      const pem = open(record.privateSealed, this.masterKeys, sealContext(record.kid));
      this.imported = { kid: record.kid, key: await importPKCS8(pem, ALGORITHM) };
    }
    return this.imported.key;
  }
}
