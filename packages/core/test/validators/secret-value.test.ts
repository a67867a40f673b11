import { describe, expect, it } from 'vitest';
import { isLikelySecretValue } from '../../src/validators/secret-value.js';

describe('isLikelySecretValue', () => {
  it.each(['Xk9mQ2vL8pRt4wZ7', 'Tr0ub4dor&3xFAKE', '7f3a9c2e1b8d4f6a0c5e9b2d7a1f4c8e', 'Zm9vYmFyRkFLRWJhc2U2NA==', 'fAkE-9Qx2Lm7Zp4Kv8Ws1'])(
    'accepts %j',
    (value) => expect(isLikelySecretValue(value)).toBe(true),
  );

  it.each([
    ['YOUR_API_KEY_HERE', 'SCREAMING_SNAKE identifier'],
    ['db_password_prod', 'snake_case identifier'],
    ['550e8400-e29b-41d4-a716-446655440000', 'UUID'],
    ['getAccessTokenFromEnvironment', 'letters only'],
    ['/var/lib/app2/tokens', 'path'],
    ['docs/Web/API/Credential/id', 'documentation path'],
    ['examplePassword123', 'stand-in word'],
    ['Abcdef12345678', 'counting run'],
    ['123456789012', 'digits only'],
    ['************', 'masked'],
    ['${SECRET_TOKEN}', 'template'],
  ])('rejects %j (%s)', (value) => expect(isLikelySecretValue(value)).toBe(false));
});
