import { expect, test } from 'vitest';
import { PositionList } from '../../src/scanner/pass/position-list.js';

test('PositionList keeps every pushed offset in order while it grows', () => {
  const list = new PositionList();
  for (let k = 0; k < 1000; k++) list.push(k * 7);
  expect(list.length).toBe(1000);
  expect([list.at(0), list.at(1), list.at(2), list.at(999)]).toEqual([0, 7, 14, 6993]);
});

test('PositionList appends the first positions of a typed array after its own, growing as needed', () => {
  const list = new PositionList();
  list.pushAll(Int32Array.from([9]), 0);
  list.push(1);
  list.pushAll(Int32Array.from([5, 6, 7, 8]), 3);
  list.pushAll(Int32Array.from({ length: 100 }, (_, k) => 100 + k), 100);
  expect(list.length).toBe(104);
  expect([list.at(0), list.at(1), list.at(3), list.at(4), list.at(103)]).toEqual([1, 5, 7, 100, 199]);
});

test('PositionList takes a first run of positions into an empty list', () => {
  const list = new PositionList();
  list.pushAll(Int32Array.from({ length: 200 }, (_, k) => k), 150);
  expect(list.length).toBe(150);
  expect([list.at(0), list.at(149)]).toEqual([0, 149]);
});

test('PositionList keeps the positions a test passes, in order, and takes more after them', () => {
  const list = new PositionList();
  for (let k = 0; k < 10; k++) list.push(k);
  const asked: number[] = [];
  list.keepWhere((position) => (asked.push(position), position % 3 === 0));
  expect(asked).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  list.push(12);
  expect(Array.from({ length: list.length }, (_, k) => list.at(k))).toEqual([0, 3, 6, 9, 12]);
});
