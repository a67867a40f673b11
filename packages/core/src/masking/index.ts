export { MaskingKeyRequiredError } from './errors.js';
export { mask, type MaskOptions, type MaskResult } from './mask.js';
export { sample } from './sample.js';
export { unmask, type Vault } from './vault.js';
