-- Licensing: monthly check counters per license, and the key pairs that sign validation tokens.

-- One row per license and UTC month; `used` counts accepted checks (server-side and SDK-reported).
-- Quota-rejected checks are audited but never counted here.
CREATE TABLE license_usage (
  license_id TEXT NOT NULL REFERENCES licenses(license_id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (license_id, month)
) WITHOUT ROWID;

-- The private key is sealed with the master key (AES-256-GCM); the public key is published as
-- PEM and JWKS. retired_at is NULL for the one active key; a retired key stays published until
-- the tokens it signed have expired.
CREATE TABLE token_signing_keys (
  kid TEXT PRIMARY KEY,
  algorithm TEXT NOT NULL,
  public_pem TEXT NOT NULL,
  private_sealed TEXT NOT NULL,
  created_at TEXT NOT NULL,
  retired_at TEXT
);
CREATE UNIQUE INDEX token_signing_keys_one_active ON token_signing_keys(algorithm) WHERE retired_at IS NULL;
