/** The five categories a policy rule selects by. */
export const CATEGORIES = ['PII', 'PHI', 'FINANCIAL', 'API_SECRETS', 'EU_DATA'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A validator's answer: confirm (checksum holds), reject (drop the match), or no opinion. */
export type Verdict = 'confirm' | 'reject' | 'none';

/** Confidence levels shared by every detector, so thresholds mean the same everywhere. */
export const CONFIDENCE = {
  LOW: 0.3,
  MEDIUM: 0.6,
  HIGH: 0.85,
  CONFIRMED: 0.99,
} as const;

/** How much a nearby context word raises a detector's confidence. */
export const CONTEXT_BOOST = 0.2;

/**
 * How likely a finding is what its type says, in the levels cloud DLP services use. The scanner
 * reaches it from evidence (see docs/likelihood.md); the default policy acts on LIKELY and above.
 */
export const LIKELIHOODS = ['VERY_UNLIKELY', 'UNLIKELY', 'POSSIBLE', 'LIKELY', 'VERY_LIKELY'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];

/**
 * One piece of evidence behind a finding's likelihood: what was seen and how many levels it moved
 * the likelihood (0 for the level a match starts from). Never holds the matched value.
 */
export interface Evidence {
  readonly kind: EvidenceKind;
  readonly steps: number;
  readonly detail: string;
}

/**
 * - alone: the level a match starts from (its checksum's strength and its shape), with no other evidence
 * - formatting: the separators the issuer prints (`943 476 5919`, `1234.56.782`)
 * - context-word: one of the detector's words near it, or a JSON/YAML key or `key=` naming it
 * - column-header: the header of its CSV-like column names it
 * - same-kind-nearby: a value of the same type in the same column on a neighbouring line
 * - the rest are negative: the number is part of a longer value, a run of one digit, a sequence,
 *   a power of two, a constant or arithmetic in code, a Unix timestamp, a counter's key, a version
 *   or section number
 */
export type EvidenceKind =
  | 'alone'
  | 'formatting'
  | 'context-word'
  | 'column-header'
  | 'same-kind-nearby'
  | 'part-of-longer-value'
  | 'repeated-digit'
  | 'digit-sequence'
  | 'power-of-two'
  | 'code-literal'
  | 'code-arithmetic'
  | 'timestamp'
  | 'counter-key'
  | 'version-or-section';

/** Why a finding was reported; never holds the matched value. */
export interface FindingExplanation {
  readonly validator: Verdict | 'absent';
  readonly contextWord: string | null;
  readonly baseConfidence: number;
  /** The evidence behind `likelihood`, in the order it was weighed; present when the scan was asked to explain. */
  readonly evidence?: readonly Evidence[];
}

export interface Finding {
  readonly type: string;
  readonly categories: readonly Category[];
  /** UTF-16 offset of the first character, inclusive. */
  readonly start: number;
  /** UTF-16 offset after the last character, exclusive. */
  readonly end: number;
  /** 0..1; see CONFIDENCE. */
  readonly confidence: number;
  /** Set on every finding the scanner reports; optional so findings made elsewhere still type-check. */
  readonly likelihood?: Likelihood;
  readonly detector: string;
  readonly explanation: FindingExplanation;
}

/**
 * Where the scanner looks for a detector's candidates; the scanner owns the loop, a detector
 * only says what starts a candidate.
 * - prefix: a case-sensitive literal that begins the match (`AKIA`, `ghp_`, `-----BEGIN`).
 * - digits: a token holding a digit begins the match; `lead` lists characters that may stand
 *   just before that token and belong to the match (`+(` for phone numbers).
 * - char: the match contains `char` (`@` for e-mail); the scanner walks back at most `back`
 *   characters of the pattern's leading class to find the start. `least`, when set, says how many
 *   of `char` a match the validator keeps holds (see AnchorCount).
 * - context: candidates are searched only within the detector's context window around one of
 *   its context words (for shapes too common to look for everywhere: BIC, dates, MRNs).
 * - assignment: the candidate is a value assigned to a name (`apiToken = "…"`, `DB_PASSWORD=…`,
 *   `"client_secret": "…"`, `X-Api-Key: …`), read by one shared reader of the common syntaxes;
 *   `names` says, from the name's words (`apiToken` reads `['api', 'token']`), which names count.
 *   The pattern must match the whole value.
 * - tagger: the candidates are the spans a document tagger finds over the whole text (person
 *   names: words in context, which no bounded pattern describes); `spans` lists them in text
 *   order. The pattern only says what characters a span may hold.
 * - numbers: the candidates are the spans a tagger finds around the numbers the scan's pass
 *   lists (street addresses around house numbers), read chunk by chunk (`NumberTagger`); text
 *   without a digit costs it nothing. The pattern only says what characters a span may hold.
 */
export type Anchor =
  | { readonly kind: 'prefix'; readonly literals: readonly string[] }
  | { readonly kind: 'digits'; readonly lead?: string }
  | { readonly kind: 'char'; readonly char: string; readonly back: number; readonly least?: AnchorCount }
  | { readonly kind: 'context' }
  | { readonly kind: 'assignment'; readonly names: NameRule }
  | { readonly kind: 'tagger'; readonly spans: (text: string) => TaggedSpans }
  | { readonly kind: 'numbers'; readonly tagger: () => NumberTagger };

/** Spans a tagger found, `starts[k]..ends[k]` in text order. */
export interface TaggedSpans {
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/** Text offsets in order, as a list of positions: `at(k)` for k below `length`. */
export interface PositionsInOrder {
  readonly length: number;
  at(index: number): number;
}

/**
 * A tagger that reads around numbers (street addresses around house numbers). The scan's single
 * pass lists where each token of ASCII letters and digits that holds a digit starts, chunk after
 * chunk; the tagger reads on from where its last call stopped, so the whole text is read as in
 * one call. One instance serves one scan at a time.
 */
export interface NumberTagger {
  /** Forgets the last text: the next calls read `text`. */
  begin(text: string): void;
  /** Reads around each number of `tokens` that starts before `to` and past what earlier calls read; every span found so far, in text order. */
  readTo(tokens: PositionsInOrder, to: number): TaggedSpans;
}

/**
 * Which assigned names a detector reads values of: names that say password, names that say some
 * other secret (`api_key`, `apiToken`, `client_secret`), or either; with `services`, the name must
 * also hold one of these words (`TWILIO_AUTH_TOKEN`, `datadogApiKey`).
 */
export interface NameRule {
  readonly says: 'password' | 'secret' | 'either';
  readonly services?: readonly string[];
}

/**
 * How many anchor characters a match of a `char` detector holds when its validator keeps it: at
 * least `count`, or two side by side when `orPair` is set (an IPv6 address holds `::` or six
 * colons). Every match lies within one stretch of the characters its pattern reads, so the scanner
 * tries no anchor of a stretch that holds fewer (`12:34:56` in a timestamp is never matched).
 */
export interface AnchorCount {
  readonly count: number;
  readonly orPair?: boolean;
  /**
   * Only two side by side will do (a key that ends in `==`): `count` is ignored, and an anchor
   * with no twin beside it is never tried, which a scanner that lists the character whole for
   * other detectors tests by its neighbours alone.
   */
  readonly pairOnly?: boolean;
}

export interface ContextRule {
  /** Lower-case words or phrases; matched case-insensitively on word boundaries. */
  readonly words: readonly string[];
  /** Characters either side of the match in which a word counts. */
  readonly window: number;
  /** true: a match with no context word is not reported at all. */
  readonly required: boolean;
  /** true: a word counts only before the match (a value after the word that names it). */
  readonly beforeOnly?: boolean;
}

/**
 * The evidence a record gives about its own matches (docs/likelihood.md).
 * - alone: the level of a match its validator keeps, standing in prose with no other evidence: a
 *   strong check (mod 97, a brand prefix with Luhn over 16 digits) is LIKELY or VERY_LIKELY, one
 *   check digit over a 9- to 11-digit run, which passes by chance one time in ten or eleven, POSSIBLE.
 * - formatted: a match holding one of the issuer's separators (`943 476 5919`) is one level likelier.
 * - checksum: the check's strength in words, for explanations (`mod 11 over 10 digits, 1 in 11 by chance`).
 */
export interface LikelihoodRule {
  readonly alone: Likelihood;
  readonly formatted?: boolean;
  readonly checksum?: string;
}

/** A true-positive case names the exact substring expected; a false-positive case expects none of this type. */
export interface DetectorCase {
  readonly text: string;
  readonly match?: string;
  readonly note?: string;
}

export interface Detector {
  readonly id: string;
  readonly type: string;
  readonly categories: readonly Category[];
  /** Human label for summaries and analytics: `{ one: 'email address', other: 'email addresses' }`. */
  readonly label: { readonly one: string; readonly other: string };
  readonly description: string;
  readonly anchor: Anchor;
  /** RE2 subset: bounded quantifiers only, no lookaround, no backreferences. Matched at the candidate. */
  readonly pattern: string;
  readonly ignoreCase?: boolean;
  /** Upper bound of a match's length; bounds the window the pattern sees. */
  readonly maxLength: number;
  /** Default true: the characters next to a match must not be ASCII letters or digits. */
  readonly boundary?: boolean;
  readonly validate?: (value: string) => Verdict;
  /** Extra categories for one value (an IBAN or phone of an EU country adds EU_DATA). */
  readonly categorize?: (value: string) => readonly Category[];
  readonly context?: ContextRule;
  /**
   * Words that, found within `window` characters before a match, drop it: `version 1.2.3.4` is a
   * version, not an address. Matched like context words.
   */
  readonly excludeAfter?: { readonly words: readonly string[]; readonly window: number };
  readonly confidence: {
    readonly base: number;
    readonly confirmed?: number;
  };
  /**
   * How likely a match is on its own evidence; when absent, read from `confidence` (the confirmed
   * level when the validator confirms: 0.95 and above is VERY_LIKELY, 0.5 and above LIKELY).
   */
  readonly likelihood?: LikelihoodRule;
  /** Minimum Shannon entropy in bits per character of the value (GENERIC_SECRET). */
  readonly minEntropy?: number;
  /**
   * Name of a capture group (`(?<password>…)`) whose span the finding covers instead of the whole
   * match: the pattern reads the value in its surroundings (a password inside a connection URL),
   * the finding and its masking cover the value only. Boundary, validator and context still judge
   * the whole match.
   */
  readonly reportGroup?: string;
  readonly truePositives: readonly DetectorCase[];
  readonly falsePositives: readonly DetectorCase[];
}
