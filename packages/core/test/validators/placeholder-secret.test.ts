import { describe, expect, it } from 'vitest';
import { isPlaceholderSecret } from '../../src/validators/placeholder-secret.js';

describe('isPlaceholderSecret', () => {
  it.each([
    '${DB_PASSWORD}',
    '$(cat /run/secrets/db)',
    '{{ .Values.password }}',
    '<password>',
    '%s',
    '$DB_PASSWORD',
    '********',
    'xxxxxxxx',
    '••••',
    'password',
    'changeme',
    'PASSWORD',
    'your_password',
    'my-secret',
  ])('treats %j as a stand-in', (value) => expect(isPlaceholderSecret(value)).toBe(true));

  it.each(['S3cr3t-FAKE', 'hunter2', 'Tr0ub4dor&3', 'p4ss-FAKE9', 'Fake%40Pass2024'])('keeps %j', (value) =>
    expect(isPlaceholderSecret(value)).toBe(false),
  );
});
