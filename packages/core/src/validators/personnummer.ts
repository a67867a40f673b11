import { isCalendarDate } from './calendar-date.js';
import { luhnValid } from './luhn.js';

/**
 * Swedish personal identity number: YYMMDD-NNNC or YYYYMMDDNNNC. `+` replaces `-` from the
 * year a person turns 100. C is the Luhn check over the ten digits YYMMDDNNN. A coordination
 * number (samordningsnummer) adds 60 to the day.
 */
const SHAPE = /^([0-9]{2})?([0-9]{2})([0-9]{2})([0-9]{2})[-+]?([0-9]{4})$/;
const COORDINATION_DAY_OFFSET = 60;

export function isValidPersonnummer(value: string): boolean {
  const shape = SHAPE.exec(value.replace(/ /g, ''));
  if (!shape) return false;
  const [, century, yy, mm, dd, serial] = shape;
  if (!luhnValid(yy + mm + dd + serial)) return false;
  const rawDay = Number(dd);
  const day = rawDay > COORDINATION_DAY_OFFSET ? rawDay - COORDINATION_DAY_OFFSET : rawDay;
  // Without a century, 20YY decides leap years; 1900 is the only year where that differs.
  const year = Number((century ?? '20') + yy);
  return isCalendarDate(year, Number(mm), day);
}
