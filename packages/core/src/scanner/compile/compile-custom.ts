import { CONFIDENCE, type LikelihoodRule, type Verdict } from '../../types.js';
import { NAMED_VALIDATORS, isValidatorName } from '../../validators/index.js';
import type { CompiledDetector } from './compiled-detector.js';
import { PatternEngineUnavailableError, ScanOptionsError } from '../errors.js';
import type { CustomDetectorSpec } from '../options.js';
import { CUSTOM_MAX_MATCH, compileRe2, re2Search } from './re2-search.js';
import type { Vocabulary } from './vocabulary.js';

/** Characters either side of a keyword searched when a custom detector gives no window. */
const DEFAULT_KEYWORD_WINDOW = 64;

function resolveValidator(spec: CustomDetectorSpec): ((value: string) => Verdict) | null {
  const validator = spec.validator;
  if (validator === undefined) return null;
  if (typeof validator === 'function') return validator;
  if (isValidatorName(validator)) return NAMED_VALIDATORS[validator];
  throw new ScanOptionsError('UNKNOWN_VALIDATOR', `custom detector "${spec.id}" names an unknown validator`);
}

function compilePattern(spec: CustomDetectorSpec) {
  try {
    return compileRe2(spec.pattern);
  } catch (cause) {
    if (cause instanceof PatternEngineUnavailableError) throw cause;
    throw new ScanOptionsError('INVALID_PATTERN', `custom detector "${spec.id}" has a pattern RE2 cannot compile`, { cause });
  }
}

/**
 * Prepares a user-supplied detector. Its pattern runs only in RE2 (linear time, bounded slices);
 * keywords, when given, act as required context: the pattern runs only in windows around them.
 */
const CUSTOM_LIKELIHOOD: LikelihoodRule = { alone: 'LIKELY', checksum: "a detector of the policy's own" };

export function compileCustom(spec: CustomDetectorSpec, order: number, vocabulary: Vocabulary): CompiledDetector {
  const re = compilePattern(spec);
  const keywords = spec.keywords ?? [];
  const window = spec.window ?? DEFAULT_KEYWORD_WINDOW;
  let contextWords: Set<number>;
  try {
    contextWords = new Set(keywords.map((word) => vocabulary.idOf(word)));
  } catch (cause) {
    throw new ScanOptionsError('INVALID_OPTION', `custom detector "${spec.id}" has a keyword that does not begin with a letter or digit`, { cause });
  }
  return {
    order,
    id: spec.id,
    type: spec.type,
    categories: spec.categories,
    anchor: keywords.length > 0 ? { kind: 'context' } : { kind: 'everywhere' },
    first: null,
    requiredUnits: [],
    reach: Infinity,
    unitClasses: null,
    stretch: null,
    matchAt: null,
    // Custom detectors anchor on keywords or search everywhere; they never read assignments.
    matchesWhole: () => false,
    contextBeforeOnly: false,
    search: (text, from, to, onMatch) => re2Search(re, text, from, to, onMatch),
    maxLength: CUSTOM_MAX_MATCH,
    boundary: false,
    validate: resolveValidator(spec),
    categorize: null,
    contextWords,
    contextWindow: window,
    contextRequired: keywords.length > 0,
    excludeWords: new Set(),
    excludeWindow: 0,
    longestWord: vocabulary.longestOf(contextWords),
    baseConfidence: spec.confidence ?? CONFIDENCE.MEDIUM,
    confirmedConfidence: CONFIDENCE.CONFIRMED,
    minEntropy: 0,
    // The policy's author wrote the detector to act on its matches: they start LIKELY whatever their confidence.
    likelihood: CUSTOM_LIKELIHOOD,
    readsNumbers: false,
    reportedSpan: null,
  };
}
