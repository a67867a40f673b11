import { CATEGORIES, LIKELIHOODS, type Category, type Likelihood } from '../../types.js';
import { isValidatorName } from '../../validators/index.js';
import { ScanOptionsError } from '../errors.js';
import type { CustomDetectorSpec, ScanOptions } from '../options.js';

/** Widest keyword window a custom detector may ask for, so chunk overlaps stay small. */
export const MAX_KEYWORD_WINDOW = 1024;

function invalid(message: string): never {
  throw new ScanOptionsError('INVALID_OPTION', message);
}

const isConfidence = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 1;
const isStringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

function validateCustom(spec: CustomDetectorSpec, index: number, seen: Set<string>): void {
  if (typeof spec !== 'object' || spec === null) invalid(`custom detector ${index} is not an object`);
  const { id } = spec;
  if (typeof id !== 'string' || id.length === 0) invalid(`custom detector ${index} needs a non-empty id`);
  if (seen.has(id)) invalid(`custom detector id "${id}" is used twice`);
  seen.add(id);
  if (typeof spec.type !== 'string' || spec.type.length === 0) invalid(`custom detector "${id}" needs a type`);
  const categories: readonly unknown[] = Array.isArray(spec.categories) ? spec.categories : [];
  if (categories.length === 0 || !categories.every((c) => CATEGORIES.includes(c as Category))) {
    invalid(`custom detector "${id}" needs one or more of the categories ${CATEGORIES.join(', ')}`);
  }
  if (typeof spec.pattern !== 'string' || spec.pattern.length === 0) invalid(`custom detector "${id}" needs a pattern`);
  if (spec.keywords !== undefined && !isStringArray(spec.keywords)) invalid(`custom detector "${id}" keywords must be strings`);
  const window = spec.window;
  if (window !== undefined && !(Number.isInteger(window) && window >= 0 && window <= MAX_KEYWORD_WINDOW)) {
    invalid(`custom detector "${id}" window must be an integer from 0 to ${MAX_KEYWORD_WINDOW}`);
  }
  if (spec.confidence !== undefined && !isConfidence(spec.confidence)) invalid(`custom detector "${id}" confidence must be within 0..1`);
  const validator = spec.validator;
  if (validator !== undefined && typeof validator !== 'function' && !(typeof validator === 'string' && isValidatorName(validator))) {
    throw new ScanOptionsError('UNKNOWN_VALIDATOR', `custom detector "${id}" names an unknown validator`);
  }
}

/** Checks option shapes up front, so scanning itself never fails on a bad policy. */
export function validateOptions(options: ScanOptions): void {
  if (typeof options !== 'object' || options === null) throw new TypeError('scan options must be an object');
  if (options.minConfidence !== undefined && !isConfidence(options.minConfidence)) invalid('minConfidence must be within 0..1');
  if (options.minLikelihood !== undefined && !LIKELIHOODS.includes(options.minLikelihood as Likelihood)) invalid(`minLikelihood must be one of ${LIKELIHOODS.join(', ')}`);
  if (options.explain !== undefined && typeof options.explain !== 'boolean') invalid('explain must be true or false');
  if (options.types !== undefined && !isStringArray(options.types)) invalid('types must be an array of strings');
  const allow = options.allowList;
  if (allow !== undefined) {
    if (typeof allow !== 'object' || allow === null) invalid('allowList must be an object');
    if (allow.values !== undefined && !isStringArray(allow.values)) invalid('allowList.values must be strings');
    if (allow.patterns !== undefined && !isStringArray(allow.patterns)) invalid('allowList.patterns must be strings');
  }
  const customs = options.customDetectors;
  if (customs === undefined) return;
  if (!Array.isArray(customs)) invalid('customDetectors must be an array');
  const seen = new Set<string>();
  customs.forEach((spec, index) => validateCustom(spec, index, seen));
}
