import { describe, expect, it } from 'vitest';
import { birthDateVerdict } from '../../src/validators/date.js';

const TODAY = new Date(Date.UTC(2026, 0, 15));

describe('birthDateVerdict', () => {
  it.each(['1984-03-12', '1990/01/31', '12/03/1984', '03/25/1984', '25.03.1984', '12 March 1984', 'March 12, 1984', '3rd Sept 1951', '1. März 1975', '7 juillet 1962', '29-02-2000', '2026-01-15', '12 de marzo de 1985', '7 de setembro de 1990', '4 luglio 1971', '12 maart 1985', '1 mayo 1960', '1985年3月12日'])(
    'has no objection to %s',
    (value) => expect(birthDateVerdict(value, TODAY)).toBe('none'),
  );

  it.each([
    ['1984-02-30', 'no such day'],
    ['29-02-2001', 'not a leap year'],
    ['13/13/1984', 'month 13 either way'],
    ['2026-01-16', 'tomorrow'],
    ['1899-12-31', 'more than 125 years back'],
    ['31 Feb 1990', 'no such day'],
    ['12 Foo 1984', 'no month name'],
    ['1984-03', 'incomplete'],
    ['1984-03/12', 'separators disagree'],
    ['31 de febrero de 1985', 'no such day'],
    ['12 de foo de 1985', 'no month name'],
    ['1985年13月12日', 'month 13'],
    ['2030年1月1日', 'in the future'],
  ])('rejects %s (%s)', (value) => expect(birthDateVerdict(value, TODAY)).toBe('reject'));
});
