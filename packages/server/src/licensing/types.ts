/** Storage contract of the token signing keys. Timestamps are ISO 8601 UTC. */

export type SigningAlgorithm = 'RS256';

export interface SigningKeyRecord {
  /** RFC 7638 thumbprint of the public key; the token header's `kid`. */
  kid: string;
  algorithm: SigningAlgorithm;
  publicPem: string;
  /** PKCS#8 PEM sealed with the master key (crypto/aead.ts); never stored in clear. */
  privateSealed: string;
  createdAt: string;
  /** null for the active key. */
  retiredAt: string | null;
}

export interface SigningKeyStore {
  active(algorithm: SigningAlgorithm): Promise<SigningKeyRecord | null>;
  /** Stores `key` as active unless an active key exists; returns the active key, so concurrent first starts agree. */
  insertIfNoneActive(key: SigningKeyRecord): Promise<SigningKeyRecord>;
  /** Retires the active key at `at` and makes `key` the active one, in one transaction. */
  rotate(key: SigningKeyRecord, at: string): Promise<void>;
  /** The active key and the keys retired after `retiredAfter`, newest first. */
  published(algorithm: SigningAlgorithm, retiredAfter: string): Promise<SigningKeyRecord[]>;
}
