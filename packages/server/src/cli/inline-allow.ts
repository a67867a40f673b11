/**
 * Inline suppression: `preflight:allow` in a comment silences the findings that start on the
 * same line, or on the next line when the comment stands on a line of its own. A comment is
 * opened by `#`, `//`, `/*`, `<!--`, `--` or `;` at the start of the line or after a space, so
 * the directive inside a string such as `"a:preflight:allow"` or a URL's `//` path does not count.
 */
const DIRECTIVE = /(?:^|\s)(?:#|\/\/|\/\*|<!--|--|;)[^\S\n]*(?:\S[^\n]*?)?(?<![\w:-])preflight:allow(?![\w-])/;

/** A line that holds only a comment carrying the directive (leading space allowed). */
const COMMENT_ONLY = /^\s*(?:#|\/\/|\/\*|<!--|--|;)/;

export function allowsItsLine(line: string): boolean {
  return DIRECTIVE.test(line);
}

export function allowsNextLine(line: string): boolean {
  return COMMENT_ONLY.test(line) && DIRECTIVE.test(line);
}
