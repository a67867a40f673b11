/**
 * The words of a name as a person reads them: `apiToken`, `api-token`, `API_TOKEN`, `api.token`
 * and `ApiToken` all read `api token`. Splits at anything but letters and digits, at a lower-case
 * letter or digit followed by a capital, and before the last capital of a capital run followed by
 * a lower-case letter (`APIToken` reads `api token`). Words are lower-cased.
 */
export function nameWords(name: string): string[] {
  const words: string[] = [];
  let start = -1;
  const flush = (end: number) => {
    if (start >= 0 && end > start) words.push(name.slice(start, end).toLowerCase());
    start = -1;
  };
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const upper = code >= 65 && code <= 90;
    const lower = code >= 97 && code <= 122;
    const digit = code >= 48 && code <= 57;
    if (!upper && !lower && !digit) {
      flush(i);
      continue;
    }
    if (start < 0) {
      start = i;
      continue;
    }
    const previous = name.charCodeAt(i - 1);
    const previousUpper = previous >= 65 && previous <= 90;
    const nextLower = i + 1 < name.length && name.charCodeAt(i + 1) >= 97 && name.charCodeAt(i + 1) <= 122;
    if (upper && (!previousUpper || nextLower)) {
      flush(i);
      start = i;
    }
  }
  flush(name.length);
  return words;
}
