import { open, seal } from '../crypto/aead.js';
import type { MasterKeyRing } from '../crypto/master-key.js';

/**
 * Destination credentials are sealed with the destination id as associated data, so a sealed
 * value copied onto another destination's row does not open.
 */
export const sealCredential = (value: string, destinationId: string, keys: MasterKeyRing): string =>
  seal(value, keys, `forwarding-destination:${destinationId}`);

export const openCredential = (sealed: string, destinationId: string, keys: MasterKeyRing): string =>
  open(sealed, keys, `forwarding-destination:${destinationId}`);
