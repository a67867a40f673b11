import { describe, expect, it } from 'vitest';
import { isValidSteuerId } from '../../src/validators/steuer-id.js';

describe('isValidSteuerId', () => {
  it.each(['86095742719', '47036892816', '65929970489', '57549285017', '25768131411', '86 095 742 719'])(
    'accepts %s',
    (value) => expect(isValidSteuerId(value)).toBe(true),
  );

  it.each([
    ['86095742710', 'wrong check digit'],
    ['47036892815', 'wrong check digit'],
    ['06095742719', 'leading zero'],
    ['12345678903', 'no repeated digit'],
    ['11123456780', 'digit three times in a row'],
    ['1122345678', 'ten digits'],
    ['112233456789', 'two repeated digits, twelve digits'],
    ['8609574271X', 'not all digits'],
  ])('rejects %s (%s)', (value) => expect(isValidSteuerId(value)).toBe(false));
});
