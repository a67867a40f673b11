import { isCalendarDate } from './calendar-date.js';
import type { Verdict } from '../types.js';

// Month names in English, German, French, Spanish, Italian, Dutch and Portuguese (the languages of
// the date-of-birth context words).
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'jan', 'januar', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro'],
  ['february', 'feb', 'februar', 'février', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'maart', 'março', 'marco'],
  ['april', 'apr', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];

const MONTH_BY_NAME: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** Every month name, longest first so an alternation prefers `september` over `sep`. */
export const MONTH_NAME_ALTERNATION: string = [...MONTH_BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .join('|');

/** The oldest birth year still plausible for a living person's record. */
const MAX_AGE_YEARS = 125;

interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isPlausibleBirthDate(candidate: CalendarDate, today: Date): boolean {
  if (!isCalendarDate(candidate.year, candidate.month, candidate.day)) return false;
  const time = Date.UTC(candidate.year, candidate.month - 1, candidate.day);
  return candidate.year >= today.getUTCFullYear() - MAX_AGE_YEARS && time <= today.getTime();
}

/** Every reading of the text as a calendar date; numeric day/month order is ambiguous, so both. */
function readings(value: string): CalendarDate[] {
  const text = value.toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  let parts = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (parts) return [{ year: +parts[1], month: +parts[3], day: +parts[4] }];
  parts = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(text);
  if (parts) {
    const [first, second, year] = [+parts[1], +parts[3], +parts[4]];
    return [
      { year, month: first, day: second },
      { year, month: second, day: first },
    ];
  }
  parts = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(text);
  if (parts) return [{ year: +parts[1], month: +parts[2], day: +parts[3] }];
  parts = /^(\d{1,2}) de ([^\d\s.,]+) de (\d{4})$/.exec(text);
  if (parts) return named(parts[2], +parts[1], +parts[3]);
  parts = /^(\d{1,2})\.? ([^\d\s.,]+)\.?,? (\d{4})$/.exec(text);
  if (parts) return named(parts[2], +parts[1], +parts[3]);
  parts = /^([^\d\s.,]+)\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (parts) return named(parts[1], +parts[2], +parts[3]);
  return [];
}

function named(monthName: string, day: number, year: number): CalendarDate[] {
  const month = MONTH_BY_NAME.get(monthName);
  return month === undefined ? [] : [{ year, month, day }];
}

/**
 * A date of birth in ISO (`1984-03-12`), numeric day/month (`12/03/1984`, `03.12.1984`),
 * month-name (`12 March 1984`, `March 12, 1984`, `12 de marzo de 1984`) or Japanese
 * (`1984年3月12日`) form: a real calendar date that is not in the
 * future and not more than 125 years back. No checksum exists, so valid dates get no opinion.
 */
export function birthDateVerdict(value: string, today: Date = new Date()): Verdict {
  return readings(value).some((date) => isPlausibleBirthDate(date, today)) ? 'none' : 'reject';
}
