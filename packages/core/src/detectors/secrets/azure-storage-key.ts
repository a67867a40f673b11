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
    { text: KEY_A, note: 'no context word' },
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
