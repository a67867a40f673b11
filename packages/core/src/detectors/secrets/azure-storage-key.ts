import { CONFIDENCE, type Detector } from '../../types.js';

const KEY_A = 'FAKEexample+Azure/StorageKey7IHgYIruiqFhojmAIDdN87xg3/Q/XBmTepo6uKZyUf0IE9pU2NJhKaM1/5==';
const KEY_B = 'EXAMPLEfake/notReal+WdR16ePlljivghZ4fXfeTkYpIygfdM7ENA8d5vFldPGYYJvW5hANsbEvrSFagEaBp0==';
const connection = (key: string) => `DefaultEndpointsProtocol=https;AccountName=fakeaccount;AccountKey=${key};EndpointSuffix=core.windows.net`;

export const azureStorageKey: Detector = Object.freeze<Detector>({
  id: 'azure-storage-key',
  type: 'AZURE_STORAGE_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'Azure storage key', other: 'Azure storage keys' },
  description:
    'Azure storage account key: 88 base64 characters ending in ==, next to AccountKey= in a connection string or a storage-key setting. Only the key is reported, so the rest of the connection string stays readable.',
  anchor: { kind: 'context' },
  pattern: '[A-Za-z0-9+/]{86}==',
  maxLength: 88,
  context: {
    words: ['accountkey', 'account key', 'account-key', 'storage key', 'azure_storage_key', 'storage_account_key', 'azure_storage_account_key'],
    window: 24,
    required: true,
  },
  minEntropy: 4.2,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: connection(KEY_A), match: KEY_A },
    { text: `"AzureWebJobsStorage": "${connection(KEY_B)}"`, match: KEY_B },
    { text: `AZURE_STORAGE_KEY=${KEY_A}`, match: KEY_A },
    { text: `storage account key (fake): ${KEY_B}`, match: KEY_B },
    { text: `AccountName=fakeaccount;AccountKey=${KEY_A}`, match: KEY_A },
    { text: `az storage blob list --account-name fakeaccount --account-key "${KEY_B}"`, match: KEY_B },
    { text: `AZURE_STORAGE_ACCOUNT_KEY: '${KEY_A}'`, match: KEY_A },
    { text: `storage_account_key = "${KEY_B}"`, match: KEY_B },
    { text: `BlobEndpoint=https://fake.blob.core.windows.net/;AccountKey=${KEY_B};`, match: KEY_B },
    { text: `Primary storage key:\n${KEY_A}\n`, match: KEY_A },
  ],
  falsePositives: [
    { text: `token id 550e8400-e29b-41d4-a716-446655440000 ${KEY_A.slice(0, 40)}`, note: 'a UUID and a short base64 run' },
    { text: 'AccountKey=<storage-account-key>', note: 'template' },
    { text: `AccountKey=${'A'.repeat(86)}==`, note: 'filler' },
    { text: `AccountKey=${KEY_A.slice(0, 60)}==`, note: 'truncated' },
    { text: 'DefaultEndpointsProtocol=https;AccountName=fakeaccount;AccountKey=${STORAGE_KEY}', note: 'template' },
    { text: 'UseDevelopmentStorage=true', note: 'emulator shortcut' },
    { text: 'Rotate the account key every 90 days.', note: 'prose' },
    { text: `AccountKey=${KEY_A}abc`, note: 'key inside a longer token' },
    { text: 'AccountKey sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', note: 'sha256 digest' },
    { text: 'storage key id 550e8400-e29b-41d4-a716-446655440000', note: 'UUID' },
  ],
});

export const azureStorageKeyAlone: Detector = Object.freeze<Detector>({
  id: 'azure-storage-key-alone',
  type: 'AZURE_STORAGE_KEY',
  categories: ['API_SECRETS'],
  label: { one: 'Azure storage key', other: 'Azure storage keys' },
  description:
    'An Azure storage account key on its own: 86 base64 characters and ==, the 64 random bytes Azure issues, with no name beside it. Reported at a lower confidence than a key beside AccountKey= (LIKELY, not VERY_LIKELY), since other 64-byte values share the shape; SHA-512 integrity hashes (sha512-…), digests and signatures named as such are left out.',
  anchor: { kind: 'char', char: '=', back: 86, least: { count: 2, pairOnly: true } },
  pattern: '[A-Za-z0-9+/]{86}==',
  maxLength: 88,
  excludeAfter: { words: ['sha512', 'integrity', 'digest', 'signature', 'hash'], window: 16 },
  minEntropy: 4.2,
  confidence: { base: CONFIDENCE.MEDIUM },
  truePositives: [
    { text: KEY_A, match: KEY_A, note: 'alone' },
    { text: `key1: ${KEY_B}`, match: KEY_B },
    { text: `Use ${KEY_A} for the nightly export.`, match: KEY_A },
    { text: `"${KEY_B}"`, match: KEY_B },
    { text: `- ${KEY_A}\n- ${KEY_B}`, match: KEY_B, note: 'second of a list' },
    { text: `(${KEY_A})`, match: KEY_A },
    { text: `value=${KEY_B}`, match: KEY_B },
    { text: `'${KEY_A}',`, match: KEY_A },
    { text: `key ${KEY_B}.`, match: KEY_B },
    { text: `<Key>${KEY_A}</Key>`, match: KEY_A },
  ],
  falsePositives: [
    { text: `"integrity": "sha512-${KEY_A}"`, note: 'npm integrity hash' },
    { text: `${'A'.repeat(86)}==`, note: 'filler' },
    { text: `${KEY_A.slice(0, 60)}==`, note: 'too short' },
    { text: `x${KEY_A}`, note: 'inside a longer token' },
    { text: `${KEY_A}abc`, note: 'longer run' },
    { text: 'a == b && c == d', note: 'comparisons' },
    { text: 'SGVsbG8gd29ybGQ=', note: 'short base64' },
    { text: `digest: ${KEY_B}`, note: 'a digest' },
    { text: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855==', note: 'hex' },
    { text: '=================================================', note: 'a rule of = signs' },
  ],
});
