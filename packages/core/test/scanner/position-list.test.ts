import { expect, test } from 'vitest';
import { PositionList } from '../../src/scanner/position-list.js';

test('PositionList keeps every pushed offset in order while it grows', () => {
  const list = new PositionList(2);
  for (let k = 0; k < 1000; k++) list.push(k * 7);
  expect(list.length).toBe(1000);
  expect([list.at(0), list.at(1), list.at(2), list.at(999)]).toEqual([0, 7, 14, 6993]);
});
