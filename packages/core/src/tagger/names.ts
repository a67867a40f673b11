import { HEADER_ROW, NAME_COLUMN, NameColumns, NO_TABLE } from './columns.js';
import { closingBefore, emailRepeats, labelBefore, type LabelKind, salutationBefore, titleBefore } from './context.js';
import { givenNames, hasSurnameShape, surnameSet, wordGivenNames } from './gazetteer.js';
import { AMBIGUOUS_NAMES, ARTICLE_PARTICLES, CAPITAL_PARTICLES, NOT_NAMES, ORGANISATION_WORDS, PARTICLES, ROLE_TITLES, SALUTATIONS, STREET_OPENERS, STREET_WORDS, THANKS, TITLES } from './lexicon.js';
import { SpanCursor, type SpanList } from './spans.js';
import { isLetterOrMarkUnit, isUpperUnit } from '../letter-classes.js';
import { isOutsideSpelledOut, nameSearchesFor, UNICODE_SEARCHES, type NameSearches } from './name-searches.js';
import { work } from './work.js';

const QUOTES_AND_SPACES = ' \t"\'';

/** What may stand right before a later mention: not a letter, digit or joining mark. */
const BEFORE_MENTION = /[^\p{L}\p{N}\p{M}_@'’.-]/u;

function isCapital(text: string, at: number): boolean {
  return isUpperUnit(text.charCodeAt(at));
}

/** Letters of any script, apostrophes and hyphens: the units a name's word is made of. */
function isWordUnit(code: number): boolean {
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 39 || code === 45;
  return code === 0x2019 || isLetterOrMarkUnit(code);
}

/** Units the context checks read before a run, at most: label, greeting and closing look back 64 units each. */
const CONTEXT_READ = 3 * 64;

/** Known brands and organisations named after people: a DLP does not mask `Hugo Boss` in a product review. */
const ORGANISATION_NAMES = new Set([
  'hugo boss', 'calvin klein', 'louis vuitton', 'ralph lauren', 'tommy hilfiger', 'christian dior', 'yves saint laurent', 'giorgio armani', 'estée lauder',
  'morgan stanley', 'goldman sachs', 'wells fargo', 'charles schwab', 'lloyds', 'dow jones', 'walt disney', 'ben jerry', 'johnson johnson', 'procter gamble',
  'marks spencer', 'ernst young', 'philip morris', 'jack daniels', 'john deere', 'harley davidson', 'rolls royce', 'mercedes benz', 'alfa romeo', 'aston martin',
  'max planck', 'robert bosch', 'carl zeiss', 'axel springer', 'hewlett packard', 'dolce gabbana', 'salvatore ferragamo', 'ermenegildo zegna', 'pierre cardin',
]);

const ORGANISATION_FIRST_WORDS: ReadonlySet<string> = new Set([...ORGANISATION_NAMES].map((name) => name.split(' ')[0]));

interface Word {
  readonly start: number;
  readonly end: number;
  /** Lower-cased, without a trailing full stop. */
  readonly lower: string;
  readonly initial: boolean;
  readonly particle: boolean;
  readonly capitals: boolean;
  readonly title: boolean;
  /** An office or rank (`President`, `General`) rather than a form of address. */
  readonly role: boolean;
  readonly salutation: boolean;
  /** Thanks the person named after it (`Thanks`, `Danke`): vouches for a known name, as a broad label does. */
  readonly thanks: boolean;
  /** A word that ends a name: a common word, a street or organisation word, a CamelCase identifier. */
  readonly breaks: boolean;
  /** Breaks only as a street word (`Dijk`, `Laan`, `Calle`), which after a particle is a surname (`van Dijk`). */
  readonly streetWord: boolean;
  /** Ends its sentence (`… Madrid. María`): the next word starts another name. */
  readonly closes: boolean;
}

const NAME_PREFIX = /^(?:mc|mac|o['’]|d['’]|de|di|da|la|le|van|von|fitz)/u;

/** Bits of `listsOf`: the lexicon's lists `readWord` asks about. */
const IN_PARTICLES = 1;
const IN_CAPITAL_PARTICLES = 2;
const IN_NOT_NAMES = 4;
const IN_ORGANISATION_WORDS = 8;
const IN_STREET_WORDS = 16;
const IN_ROLE_TITLES = 32;
const IN_TITLES = 64;
const IN_SALUTATIONS = 128;
const IN_THANKS = 256;

let listsByWord: Map<string, number> | null = null;

/** The lists a lower-cased word is in, as bits: one lookup answers for all of them, and most words are in none. */
function listsOf(lower: string): number {
  if (listsByWord === null) {
    listsByWord = new Map();
    const lists: Array<[ReadonlySet<string>, number]> = [
      [PARTICLES, IN_PARTICLES],
      [CAPITAL_PARTICLES, IN_CAPITAL_PARTICLES],
      [NOT_NAMES, IN_NOT_NAMES],
      [ORGANISATION_WORDS, IN_ORGANISATION_WORDS],
      [STREET_WORDS, IN_STREET_WORDS],
      [ROLE_TITLES, IN_ROLE_TITLES],
      [TITLES, IN_TITLES],
      [SALUTATIONS, IN_SALUTATIONS],
      [THANKS, IN_THANKS],
    ];
    for (const [list, bit] of lists) for (const word of list) listsByWord.set(word, (listsByWord.get(word) ?? 0) | bit);
  }
  return listsByWord.get(lower) ?? 0;
}

function readWord(text: string, start: number, end: number): Word {
  const dotted = text.charCodeAt(end - 1) === 46;
  const body = text.slice(start, dotted ? end - 1 : end);
  const lower = body.toLowerCase();
  const upper = isUpperCase(body);
  const capitals = body.length > 1 && upper && body !== lower;
  const initial = body.length === 1 ? body !== lower : end - start <= 8 && dotted && INITIALS.test(text.slice(start, end));
  const lists = listsOf(lower);
  const particle = (body === lower || upper) && (lists & IN_PARTICLES) !== 0;
  // `getUserName`, `iPhone`: a capital after a lower-case letter, unless a name's own prefix (`McDonald`, `DiCaprio`).
  const camel = !capitals && CAMEL.test(body) && body.slice(1) !== lower.slice(1) && !NAME_PREFIX.test(lower);
  // Common, organisation and street words end a name unless they are a particle of it.
  const ordinary = !particle && (lists & IN_CAPITAL_PARTICLES) === 0;
  const otherBreak = camel || ((lists & (IN_NOT_NAMES | IN_ORGANISATION_WORDS)) !== 0 && ordinary) || lower.length > 30 || hasDigit(body);
  const streetWord = (lists & IN_STREET_WORDS) !== 0 && ordinary && !otherBreak;
  const role = (lists & IN_ROLE_TITLES) !== 0;
  const title = role || (lists & IN_TITLES) !== 0;
  return {
    start,
    end: dotted && !initial && !title ? end - 1 : end,
    lower,
    initial,
    particle,
    capitals,
    title: title && !particle,
    role,
    salutation: (lists & IN_SALUTATIONS) !== 0 && !particle,
    thanks: (lists & IN_THANKS) !== 0 && !capitals,
    closes: dotted && !initial && !title,
    breaks: otherBreak || streetWord,
    streetWord,
  };
}

const INITIALS = /^(?:\p{Lu}\.){1,3}\p{Lu}?$/u;

/** `word === word.toUpperCase()`, read unit by unit where the word is ASCII, so no string is made. */
function isUpperCase(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 128) return word === word.toUpperCase();
    if (code >= 97 && code <= 122) return false;
  }
  return true;
}

const CAMEL = /\p{Ll}\p{Lu}/u;

/** An `&` at `at` or past up to two spaces from it, stepping by `step`. */
function ampersandBeside(text: string, at: number, step: 1 | -1): boolean {
  for (let i = at, k = 0; k < 3 && i >= 0 && i < text.length; i += step, k++) {
    const ch = text[i];
    if (ch === '&') return true;
    if (ch !== ' ' && ch !== '\t') return false;
  }
  return false;
}

/** No space, tab or full stop between letters (`J.R.`) in `[start, end)` of the text. */
function isOneWord(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 9 || (code === 46 && i + 1 < end)) return false;
  }
  return true;
}

function hasDigit(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/** A word in capitals after a name in mixed case is an acronym (`Claire Tanaka MRN`); `DUPONT Jean` stays one name. */
function acronymAfter(words: readonly Word[], from: number, at: number): boolean {
  return at > from && words[at].capitals && !words[at].particle && !words[at - 1].capitals && !words[at - 1].particle;
}

function isGiven(lower: string): boolean {
  const given = givenNames();
  if (given.has(lower)) return true;
  const dash = lower.indexOf('-');
  return dash > 0 && given.has(lower.slice(0, dash));
}

/** A name that is also a place or a word (`Paris`, `Hope`, `Can`): a name only beside a known surname or in context. */
function isAmbiguous(lower: string): boolean {
  return AMBIGUOUS_NAMES.has(lower) || wordGivenNames().has(lower);
}

function isSurname(lower: string): boolean {
  const surnames = surnameSet();
  if (surnames.has(lower) || hasSurnameShape(lower)) return true;
  // `Müller-Lüdenscheidt`, `Smith-Jones`: a double-barrelled surname whose parts are known.
  return lower.includes('-') && lower.split('-').some((part) => surnames.has(part) || hasSurnameShape(part));
}

/** A capitalised word of letters that could be a name nobody listed: not an initial, a particle or in capitals. */
function isPlainName(word: Word): boolean {
  return !word.initial && !word.particle && !word.breaks && !word.capitals && word.lower.length >= 2;
}

/** A particle of a surname, in lower case or with a capital (`van`, `De`), not in capitals (`DE`). */
function isParticleWord(word: Word): boolean {
  return !word.capitals && PARTICLES.has(word.lower);
}

/** A word a surname's particles may open: capitalised, no particle, title or common word but a street word (`Dijk`). */
function isNameWord(word: Word): boolean {
  return !word.particle && !word.title && !word.salutation && (!word.breaks || word.streetWord) && !word.initial && !PARTICLES.has(word.lower);
}

function asParticle(word: Word): Word {
  return { ...word, particle: true, breaks: false };
}

/**
 * Where lower-case particles (one to three, each followed by one or two spaces or tabs) begin
 * right before `at`, each where a word begins, none before `floor`; `at` where there are none.
 */
function particlesBefore(text: string, at: number, floor: number): number {
  let opening = at;
  for (let count = 0; count < 3; count++) {
    let end = opening;
    while (end > floor && opening - end < 2 && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
    if (end === opening) break;
    let start = end;
    while (start > floor && end - start <= LONGEST_PARTICLE && text.charCodeAt(start - 1) >= 97 && text.charCodeAt(start - 1) <= 122) start--;
    if (start === end || (start > 0 && isWordUnit(text.charCodeAt(start - 1))) || !PARTICLES.has(text.slice(start, end))) break;
    opening = start;
  }
  return opening;
}

const LONGEST_PARTICLE = Math.max(...[...PARTICLES].map((particle) => particle.length));

/** What vouches for a run: a form of address or an office before it, a label or other context, or nothing. */
type RunContext = LabelKind | 'title' | 'role';

/** A keyword of code right before a word: `new Error`, `extends Base`, `instanceof Array`. */
const CODE_KEYWORD_BEFORE = /(?:^|[^\p{L}\p{N}_$])(?:new|extends|instanceof|typeof|implements|throws|class|interface|enum|struct|type|def|import|isinstance)[ \t]+$/u;

/**
 * A word used as code, not a person: called, indexed or given type arguments (`Decimal(`,
 * `Array<`), a member read (`JSON.stringify`), or after a keyword of code (`new Error`).
 */
function inCode(text: string, start: number, end: number): boolean {
  const next = text.charCodeAt(end);
  if (next === 40 || next === 91 || next === 60) return true;
  if (next === 46) {
    const after = text.charCodeAt(end + 1);
    if ((after >= 65 && after <= 90) || (after >= 97 && after <= 122) || after === 95 || after === 36) return true;
  }
  // A keyword stands a space or tab before the word.
  const before = text.charCodeAt(start - 1);
  return (before === 32 || before === 9) && CODE_KEYWORD_BEFORE.test(text.slice(Math.max(0, start - 12), start));
}

/** Finds person names in a document; one instance serves every document, reset per text. */
export class NameTagger {
  private readonly columns = new NameColumns();
  /** The last run start whose context was read, and that context: a run's first segment asks again. */
  private contextAt = -1;
  private context: RunContext = 'none';
  /** The words of the name `bestSpan` found last, `[spanFrom, spanTo)` of its run. */
  private spanFrom = 0;
  private spanTo = 0;

  /**
   * Names in `text`: each accepted span of a run, then, once every full name is known, each lone
   * word that repeats a part of one (`Müller` after `Hans Müller`).
   */
  tag(text: string): SpanList {
    // A spelling that stops at a unit of a block it does not read hands the whole text on to the one that reads every block.
    return this.tagIn(text, nameSearchesFor(text)) ?? (this.tagIn(text, UNICODE_SEARCHES) as SpanList);
  }

  /** `tag` in one spelling of the searches; null where it stops at a unit it does not read. */
  private tagIn(text: string, searches: NameSearches): SpanList | null {
    this.columns.begin(text);
    this.contextAt = -1;
    const starts: number[] = [];
    const ends: number[] = [];
    const known = new Set<string>();
    let floor = 0;
    const { candidate, run, spelledOutOnly } = searches;
    candidate.lastIndex = 0;
    while (candidate.test(text)) {
      if (spelledOutOnly && isOutsideSpelledOut(text.charCodeAt(candidate.lastIndex - 1))) return null;
      // The run begins at the start of the word whose capital the candidate found.
      let at = codePointStart(text, candidate.lastIndex);
      while (at < text.length && !isCapital(text, at)) at++;
      while (at > floor && isWordUnit(text.charCodeAt(at - 1))) at--;
      if (at < floor) continue;
      run.lastIndex = at;
      // Where no run begins, the search goes on after the capital (`x.Anna Schmidt` tries `Schmidt`).
      if (!run.test(text)) continue;
      const runEnd = run.lastIndex;
      work.units += runEnd - at;
      // Particles in lower case before the run open its surname (`Achternaam: van den Heuvel`) where the context before them vouches for a name.
      const opening = particlesBefore(text, at, floor);
      if (opening < at && this.contextBefore(text, opening, runEnd) !== 'none') at = opening;
      floor = runEnd;
      // One word alone is a name only in context (its later mentions are found once names are known): asked before the word is read.
      if (isOneWord(text, at, runEnd) && this.contextBefore(text, at, runEnd) === 'none') continue;
      const words: Word[] = [];
      // The run's words are what lies between its spaces and tabs.
      for (let start = at; start < runEnd; ) {
        let end = start;
        while (end < runEnd && text.charCodeAt(end) !== 32 && text.charCodeAt(end) !== 9) end++;
        if (end > start) words.push(readWord(text, start, end));
        start = end + 1;
      }
      this.tagRun(text, words, runEnd, starts, ends, known);
      // The search passes over the rest of the run unread, so a unit it would stop at is looked for here.
      if (spelledOutOnly && holdsOutsideSpelledOut(text, candidate.lastIndex, runEnd)) return null;
      if (candidate.lastIndex < runEnd) candidate.lastIndex = runEnd;
    }
    joinInverted(text, starts, ends, known, (start, end) => this.columns.inNameColumn(start, end));
    return known.size === 0 ? { starts, ends } : withMentions(text, { starts, ends }, known, searches.mentionStart);
  }

  private tagRun(text: string, words: Word[], runEnd: number, starts: number[], ends: number[], known: Set<string>): void {
    // `&` beside the run: a firm (`Johnson & Johnson`, `Müller & Söhne`).
    const firm = ampersandBeside(text, runEnd, 1) || ampersandBeside(text, words[0].start - 1, -1);
    const opening = this.markParticles(text, words);
    let k = 0;
    let titled: 'title' | 'role' | null = null;
    let greeted = false;
    let thanked = false;
    while (k < words.length) {
      const word = words[k];
      if (word.title) {
        titled = word.role ? 'role' : 'title';
        k++;
        continue;
      }
      if (word.salutation) {
        greeted = true;
        k++;
        continue;
      }
      if (word.thanks && k + 1 < words.length) {
        thanked = true;
        k++;
        continue;
      }
      if (word.breaks || (word.particle && titled === null && !greeted && k >= opening)) {
        titled = null;
        greeted = false;
        thanked = false;
        k++;
        continue;
      }
      let j = k;
      while (j < words.length && !words[j].breaks && !words[j].title && !words[j].salutation && !acronymAfter(words, k, j)) if (words[j++].closes) break;
      // Particles end no name: `Anna van` is `Anna`.
      let last = j;
      while (last > k && words[last - 1].particle) last--;
      const next = words[j] ?? null;
      const first = k === 0 || words[k - 1].title || words[k - 1].salutation;
      // Thanks vouch for a known given name that is no place or word (`Thanks Sarah`, not `Thanks Paris`).
      const thankedName = thanked && isGiven(word.lower) && !isAmbiguous(word.lower);
      const context: RunContext =
        titled !== null ? titled : greeted ? 'person' : thankedName ? 'broad' : thanked ? 'none' : first && last > k ? this.contextBefore(text, words[0].start, words[last - 1].end) : 'none';
      if (!firm && last > k && this.bestSpan(text, words, k, last, next, words[k - 1] ?? null, context)) {
        const { spanFrom: from, spanTo: to } = this;
        if (!inCode(text, words[from].start, words[to - 1].end)) {
          starts.push(words[from].start);
          ends.push(words[to - 1].end);
          let parts = 0;
          for (let w = from; w < to; w++) if (!words[w].particle && !words[w].initial) parts++;
          // A full name's parts, and a name one word long that its context vouched for (`Dear Anna,`), name the same person later.
          if (parts >= 2 || context !== 'none') {
            for (let w = from; w < to; w++) if (!words[w].particle && !words[w].initial && !isAmbiguous(words[w].lower)) known.add(words[w].lower);
          }
        }
      }
      titled = null;
      greeted = false;
      thanked = false;
      k = j;
    }
  }

  /**
   * Makes particles of the words that are a surname's particles in this run, and returns how many
   * open it: those before its first name word (`van den` of `van den Heuvel` after `Achternaam:`,
   * `De` of `De Vries` after `mevrouw`), in either case, where the context before the run vouches
   * for a name; those written with a capital after a title, a greeting or a known given name
   * (`Mevrouw De Vries`, `Jan De Smet`). A street word after a particle is then the surname's own
   * (`van Dijk`, `de la Calle`).
   */
  private markParticles(text: string, words: Word[]): number {
    let opening = 0;
    while (opening < words.length - 1 && isParticleWord(words[opening])) opening++;
    // An article alone opens a firm's name as often as a surname (`Sender: La Redoute`): a title or a given name must come first.
    if (opening > 0 && (ARTICLE_PARTICLES.has(words[0].lower) || !isNameWord(words[opening]) || this.contextBefore(text, words[0].start, words[words.length - 1].end) === 'none')) opening = 0;
    for (let w = 0; w < opening; w++) if (!words[w].particle) words[w] = asParticle(words[w]);
    for (let w = Math.max(1, opening); w < words.length - 1; w++) {
      if (words[w].particle || !isParticleWord(words[w])) continue;
      const before = words[w - 1];
      if (!before.title && !before.salutation && (before.particle || before.breaks || !isGiven(before.lower))) continue;
      let last = w;
      while (last < words.length - 1 && isParticleWord(words[last])) last++;
      if (!isNameWord(words[last])) continue;
      for (let p = w; p < last; p++) if (!words[p].particle) words[p] = asParticle(words[p]);
      w = last;
    }
    for (let w = 1; w < words.length; w++) if (words[w].streetWord && words[w - 1].particle) words[w] = { ...words[w], breaks: false };
    return opening;
  }

  /**
   * A label, a greeting, a closing or a name column right before the run. The character before it
   * (past spaces and quotes) says which can apply, so most runs are settled by one look.
   */
  private contextBefore(text: string, start: number, end: number): RunContext {
    if (start !== this.contextAt) {
      this.contextAt = start;
      this.context = this.readContextBefore(text, start, end);
    }
    return this.context;
  }

  private readContextBefore(text: string, start: number, end: number): RunContext {
    // Each look back reads a bounded stretch before the run.
    work.units += CONTEXT_READ;
    let i = start;
    while (i > 0 && QUOTES_AND_SPACES.includes(text[i - 1])) i--;
    const previous = i === 0 ? '\n' : text[i - 1];
    if (previous === ':' || previous === '=') return labelBefore(text, start);
    if (previous === '\n' || previous === '\r' || previous === ',' || previous === '!' || previous === ';' || previous === '\t' || previous === '|') {
      // A table's cell is a name by its column alone; elsewhere a closing may stand before it.
      const column = this.columns.columnAt(start, end);
      const closed = (column === NO_TABLE || column === HEADER_ROW) && (previous === '\n' || previous === '\r' || previous === ',' || previous === '!') && closingBefore(text, start);
      // A header row may be no table at all (`Thanks, Anna`), but is a sentence as often (`Thanks, Microsoft Teams is down`): there a closing vouches for known names only.
      if (column === HEADER_ROW) return closed ? 'broad' : 'none';
      return closed || column === NAME_COLUMN ? 'person' : 'none';
    }
    if (i === start) return 'none';
    if (isWordUnit(previous.charCodeAt(0)) && salutationBefore(text, start)) return 'person';
    // `heer Mulder`, `dr. Nowak`: a title in lower case is not part of the run, so it is read here.
    return titleBefore(text, i) ? 'title' : 'none';
  }

  /**
   * Whether part of the segment `words[lo..hi)` is a name; if so its words are
   * `words[spanFrom..spanTo)`. With context the whole segment is; without, a known given name (or
   * an initial) opens it and a known surname, or failing one a plain capitalised word, closes it: a
   * sentence's opening word (`Contact Anna Schmidt`) and a word after the name (`Anna Schmidt
   * Meeting`) stay out. Offsets, not slices, so a run's words are never copied.
   */
  private bestSpan(text: string, words: readonly Word[], lo: number, hi: number, next: Word | null, previous: Word | null, context: RunContext): boolean {
    // `Florence Street`, `Hugo Boss AG`, `Via Roma`: a street or a firm, not a person.
    if (next !== null && (ORGANISATION_WORDS.has(next.lower) || STREET_WORDS.has(next.lower))) return false;
    if (previous !== null && STREET_OPENERS.has(previous.lower) && !previous.title) return false;
    let names = 0;
    let plain = 0;
    let firstName = -1;
    for (let w = lo; w < hi; w++) {
      if (words[w].particle) continue;
      if (firstName < 0) firstName = w;
      names++;
      if (!words[w].initial) plain++;
    }
    if (names === 0 || (names > 1 && ORGANISATION_FIRST_WORDS.has(words[firstName].lower) && ORGANISATION_NAMES.has(lowerNames(words, lo, hi)))) return false;
    const whole = names <= 5 && plain > 0;
    if (context === 'person') return whole && this.found(lo, hi);
    // A title vouches for one or two words of any kind (`Dr. Quentin Blackwood`), not for a heading after `General`;
    // of more, for the name their known words make (`señor Grüße Ana Ortega` is `Ana Ortega`), else for all.
    let someKnown = false;
    for (let w = lo; w < hi && !someKnown; w++) someKnown = !words[w].particle && (isGiven(words[w].lower) || isSurname(words[w].lower));
    if (context === 'title') return plain <= 2 ? whole && this.found(lo, hi) : someKnown && (this.knownNameSpan(text, words, lo, hi) || (whole && this.found(lo, hi)));
    // `name:` in code names products and errors too, `General` a firm: there the words must include a known name.
    if ((context === 'broad' || context === 'role') && someKnown) return whole && this.found(lo, hi);
    return this.knownNameSpan(text, words, lo, hi);
  }

  /** Without context: a known given name (or an initial) opens the name and a known surname, or failing one a plain capitalised word, closes it. */
  private knownNameSpan(text: string, words: readonly Word[], lo: number, hi: number): boolean {
    for (let from = lo; from + 1 < hi; from++) {
      const first = words[from];
      if (first.particle) continue;
      const givenFirst = isGiven(first.lower);
      if (!givenFirst && !first.initial && !isPlainName(first)) continue;
      let plainEnd = -1;
      for (let to = Math.min(hi, from + 6); to > from + 1; to--) {
        const last = words[to - 1];
        if (last.particle || last.initial) continue;
        if (this.accepts(text, words, from, to, givenFirst, isSurname(last.lower))) {
          if (isSurname(last.lower)) return this.found(from, to);
          if (plainEnd < 0) plainEnd = to;
        }
      }
      if (plainEnd >= 0) return this.found(from, plainEnd);
    }
    return false;
  }

  /** Keeps `words[from..to)` as the name `bestSpan` found. */
  private found(from: number, to: number): true {
    this.spanFrom = from;
    this.spanTo = to;
    return true;
  }

  /** Whether `words[from..to)` (two or more, the last no initial) make a name without any context. */
  private accepts(text: string, words: readonly Word[], from: number, to: number, givenFirst: boolean, surnameLast: boolean): boolean {
    const first = words[from];
    const last = words[to - 1];
    // Names in capitals are headings as often as names: both parts must be known.
    let capitals = false;
    for (let w = from; w < to && !capitals; w++) capitals = words[w].capitals;
    if (capitals) {
      if (!givenFirst || !surnameLast) return false;
      for (let w = from; w < to; w++) if (!words[w].particle && !isAmbiguous(words[w].lower)) return true;
      return false;
    }
    if (givenFirst && surnameLast) return !(isAmbiguous(first.lower) && isAmbiguous(last.lower));
    if (givenFirst && !isAmbiguous(first.lower) && isPlainName(last)) return true;
    if (first.initial && (surnameLast || isPlainName(last))) return true;
    return isPlainName(first) && isPlainName(last) && emailRepeats(text, last.end, first.lower, last.lower);
  }
}

/** The lower-cased words of `words[lo..hi)` but particles, joined by spaces (`hugo boss`). */
function lowerNames(words: readonly Word[], lo: number, hi: number): string {
  let joined = '';
  for (let w = lo; w < hi; w++) if (!words[w].particle) joined = joined === '' ? words[w].lower : `${joined} ${words[w].lower}`;
  return joined;
}

/** `, Jane` after a surname: the given name of a name written surname first. */
const INVERTED_GIVEN = /,[ \t]?(\p{Lu}[\p{L}\p{M}'’-]{1,40})(?![\p{L}\p{M}\p{N}_])/uy;

/**
 * Names written surname first (`"Roe, Jane"`, `SCHMIDT, Hans`, `Müller, Anna`): a one-word name
 * followed by a comma and a known given name becomes one name with it, when the surname is in
 * capitals, is a known surname, or the two stand in one quoted cell or one cell of a name column.
 * A given name found on its own there is taken into the joined name.
 */
function joinInverted(text: string, starts: number[], ends: number[], known: Set<string>, inNameCell: (start: number, end: number) => boolean): void {
  let kept = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i];
    let end = ends[i];
    const surname = text.slice(start, end);
    INVERTED_GIVEN.lastIndex = end;
    const m = isOneWord(text, start, end) ? INVERTED_GIVEN.exec(text) : null;
    work.units += 44;
    if (m !== null) {
      const given = m[1].toLowerCase();
      const after = end + m[0].length;
      const quoted = text[start - 1] === '"' && text[after] === '"';
      const capitals = surname === surname.toUpperCase() && surname !== surname.toLowerCase();
      // Without a space after the comma, two cells of a table (`Rousseau,Élodie`) unless one quoted cell holds both.
      const spaced = m[0].length > m[1].length + 1;
      const oneCell = spaced && inNameCell(start, end) && inNameCell(after - m[1].length, after);
      if (isGiven(given) && !isAmbiguous(given) && (quoted || oneCell || (spaced && (capitals || isSurname(surname.toLowerCase()))))) {
        end = after;
        known.add(given);
        // The given name, when it was found as a name of its own.
        if (i + 1 < starts.length && starts[i + 1] >= after - m[1].length && starts[i + 1] < after) i++;
      }
    }
    starts[kept] = start;
    ends[kept] = end;
    kept++;
  }
  starts.length = ends.length = kept;
}

/** A capitalised word, read where `NameSearches.mentionStart` found one that holds a unit outside the Basic Multilingual Plane. */
const MENTION = /\p{Lu}[\p{L}\p{M}'’-]{1,40}/uy;

function isHighSurrogate(code: number): boolean {
  return (code & 0xfc00) === 0xd800;
}

function holdsOutsideSpelledOut(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isOutsideSpelledOut(text.charCodeAt(i))) return true;
  return false;
}

/** Where the code point that ends at `end` starts. */
function codePointStart(text: string, end: number): number {
  const last = text.charCodeAt(end - 1);
  return last >= 0xdc00 && last <= 0xdfff && end >= 2 && isHighSurrogate(text.charCodeAt(end - 2)) ? end - 2 : end - 1;
}

/** The end of the capitalised word at `start`, as `MENTION` reads it. */
function mentionEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + 41);
  let end = start + 1;
  while (end < limit && isWordUnit(text.charCodeAt(end))) end++;
  // A capital or a letter outside the Basic Multilingual Plane: the regex reads its pairs.
  if ((end < limit && isHighSurrogate(text.charCodeAt(end))) || isHighSurrogate(text.charCodeAt(start))) {
    MENTION.lastIndex = start;
    MENTION.test(text);
    return MENTION.lastIndex;
  }
  return end;
}

/** The first two units of the known names that open with two ASCII units, as `first << 7 | second`. */
function asciiOpenings(known: ReadonlySet<string>): Set<number> {
  const openings = new Set<number>();
  for (const word of known) if (word.charCodeAt(0) < 128 && word.charCodeAt(1) < 128) openings.add((word.charCodeAt(0) << 7) | word.charCodeAt(1));
  return openings;
}

/** Adds each capitalised word outside a name that repeats a part of a found name, keeping text order. */
function withMentions(text: string, names: SpanList, known: ReadonlySet<string>, mentionStart: RegExp): SpanList {
  const starts: number[] = [];
  const ends: number[] = [];
  const openings = asciiOpenings(known);
  const inName = new SpanCursor(names);
  let i = 0;
  // Tested, not executed: a match object per capitalised word would be most of what a scan leaves to the garbage collector.
  mentionStart.lastIndex = 0;
  while (mentionStart.test(text)) {
    const start = codePointStart(text, codePointStart(text, mentionStart.lastIndex));
    const end = mentionEnd(text, start);
    mentionStart.lastIndex = end;
    work.units += end - start;
    const first = text.charCodeAt(start);
    const second = text.charCodeAt(start + 1);
    // A word opening with two ASCII letters no known name opens with is passed over unread.
    if (first < 128 && second < 128 && !openings.has(((first | 32) << 7) | (second >= 65 && second <= 90 ? second | 32 : second))) continue;
    // A word inside a found name (most of them, in a table of names) is settled before it is read.
    if (inName.overlaps(start, end)) continue;
    if (!known.has(text.slice(start, end).toLowerCase()) || (start > 0 && !BEFORE_MENTION.test(text[start - 1])) || isWordUnit(text.charCodeAt(end))) continue;
    if (inCode(text, start, end)) continue;
    // `Schmidt GmbH`, `Florence Street`: the next word makes it a firm or a street.
    const next = /^[ \t]{1,3}([\p{L}]{1,20})/u.exec(text.slice(end, end + 24));
    if (next !== null && (ORGANISATION_WORDS.has(next[1].toLowerCase()) || STREET_WORDS.has(next[1].toLowerCase()))) continue;
    while (i < names.starts.length && names.starts[i] < start) {
      starts.push(names.starts[i]);
      ends.push(names.ends[i]);
      i++;
    }
    starts.push(start);
    ends.push(end);
  }
  for (; i < names.starts.length; i++) {
    starts.push(names.starts[i]);
    ends.push(names.ends[i]);
  }
  return { starts, ends };
}
