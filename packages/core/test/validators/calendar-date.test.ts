import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../src/validators/calendar-date.js';

describe('isCalendarDate', () => {
  it.each([
    [2024, 2, 29, 'leap year'],
    [2000, 2, 29, 'century divisible by 400'],
    [1999, 12, 31, 'last day of the year'],
    [2023, 4, 30, 'last day of April'],
  ])('accepts %i-%i-%i (%s)', (year, month, day) => expect(isCalendarDate(year, month, day)).toBe(true));

  it.each([
    [2023, 2, 29, 'not a leap year'],
    [1900, 2, 29, 'century not divisible by 400'],
    [2023, 4, 31, 'April has 30 days'],
    [2023, 13, 1, 'month 13'],
    [2023, 0, 10, 'month 0'],
    [2023, 5, 0, 'day 0'],
  ])('rejects %i-%i-%i (%s)', (year, month, day) => expect(isCalendarDate(year, month, day)).toBe(false));
});
