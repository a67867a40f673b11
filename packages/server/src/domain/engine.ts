/**
 * The server's only door into @preflight/core: policy parsing and versioning, checks of text
 * and files, and type labels. Keeping it in one module keeps the rest of the server independent
 * of core's call shapes.
 */
import {
  type Checker,
  createChecker,
  type Destination,
  defaultPolicy,
  detectorTypes,
  parsePolicy,
  type Policy,
  policyVersion,
  scan,
  type EvaluatedFinding,
  type Evidence,
  type Likelihood,
  type Vault,
} from '@preflight/core';
import { checkFile } from '@preflight/core/files';
import type { Decision, DetectedCount } from '../store/types.js';

export interface ParsedPolicy {
  name: string;
  definition: Record<string, unknown>;
  version: string;
}

/** Validates a policy document with core's schema; throws core's PolicyValidationError (422). */
export function parsePolicyDocument(input: unknown): ParsedPolicy {
  const policy = parsePolicy(input);
  return { name: policy.name, definition: policy as unknown as Record<string, unknown>, version: policyVersion(policy) };
}

export function defaultPolicyDocument(): ParsedPolicy {
  return parsePolicyDocument(defaultPolicy());
}

/** What a check reads: a text, or a file's bytes; `chat` is the messages of a model call the gateway guards, checked as one text. */
export type CheckContent = { kind: 'text' | 'chat'; text: string } | { kind: 'file'; bytes: Uint8Array };

export interface CheckContext {
  destination_region?: string;
  scc_verified?: boolean;
}

export interface EngineResult {
  decision: Decision;
  summary: string;
  detected: DetectedCount[];
  maskedContent: string | null;
  maskedFile: { bytes: Uint8Array; mediaType: string; extension: string } | null;
  inputSizeBytes: number;
  /** Placeholder → original value of a masked text, for restoring an answer; never stored, logged or sent. */
  vault: Vault;
  /** With `explain`: each finding's place and the evidence behind its likelihood, never its value; never stored. */
  explained?: ExplainedFinding[];
}

export interface ExplainedFinding {
  type: string;
  detector: string;
  start: number;
  end: number;
  confidence: number;
  likelihood: Likelihood | null;
  action: string;
  evidence: Evidence[];
}

const explained = (finding: EvaluatedFinding): ExplainedFinding => ({
  type: finding.type,
  detector: finding.detector,
  start: finding.start,
  end: finding.end,
  confidence: finding.confidence,
  likelihood: finding.likelihood ?? null,
  action: finding.action,
  evidence: [...(finding.explanation.evidence ?? [])],
});

const toDetected = (detected: readonly { type: string; count: number; sample: string | null }[]): DetectedCount[] =>
  detected.map(({ type, count, sample }) => ({ type, count, sample }));

/** Compiled checkers by policy version (and masking key), most recently used last. */
const CHECKER_CACHE_SIZE = 256;
const checkers = new Map<string, Checker>();

function checkerFor(policy: Policy, version: string, maskingKey: string | undefined, explain: boolean): Checker {
  const cacheKey = `${version}\u0000${maskingKey ?? ''}\u0000${explain}`;
  let checker = checkers.get(cacheKey);
  if (checker) checkers.delete(cacheKey);
  else {
    checker = createChecker({ policy, maskingKey, explain });
    if (checkers.size >= CHECKER_CACHE_SIZE) checkers.delete(checkers.keys().next().value as string);
  }
  checkers.set(cacheKey, checker);
  return checker;
}

/** Only the hash style uses the key; leaving it out otherwise lets organizations share compiled checkers. */
function keyFor(policy: Policy, maskingKey: string): string | undefined {
  return policy.masking.style === 'hash' ? maskingKey : undefined;
}

export interface CheckInput {
  /** The stored policy document (as parsePolicyDocument produced it). */
  definition: unknown;
  /** Its stored version, which identifies the compiled checker. */
  policyVersion: string;
  destination: string;
  context: CheckContext | undefined;
  /** HMAC key for the hash masking style, one per organization. */
  maskingKey: string;
  /** Text checks: answer each finding's evidence (`EngineResult.explained`). */
  explain?: boolean;
}

export function checkTextContent(text: string, input: CheckInput): EngineResult {
  const policy = input.definition as Policy;
  const explain = input.explain === true;
  const checker = checkerFor(policy, input.policyVersion, keyFor(policy, input.maskingKey), explain);
  const result = checker.check(text, { destination: input.destination as Destination, context: input.context });
  return {
    ...(explain ? { explained: result.findings.map(explained) } : {}),
    decision: result.decision as Decision,
    summary: result.summary,
    detected: toDetected(result.detected),
    maskedContent: result.masked_content,
    maskedFile: null,
    inputSizeBytes: Buffer.byteLength(text, 'utf8'),
    vault: result.vault,
  };
}

export async function checkFileContent(bytes: Uint8Array, input: CheckInput): Promise<EngineResult> {
  const policy = input.definition as Policy;
  const result = await checkFile(bytes, {
    policy,
    destination: input.destination as Destination,
    context: input.context,
    maskingKey: keyFor(policy, input.maskingKey),
  });
  return {
    decision: result.decision as Decision,
    summary: result.summary,
    detected: toDetected(result.detected),
    maskedContent: null,
    maskedFile: result.masked_file,
    inputSizeBytes: result.input.bytes,
    vault: {},
  };
}

const LABELS = new Map(detectorTypes().map((d) => [d.type, d.label.one]));

/** The types a check with this stored policy can report: the built-in detectors' and its custom detectors'. */
export function knownTypesOf(policy: { definition: unknown }): ReadonlySet<string> {
  const custom = (policy.definition as Policy).customDetectors?.map((d) => d.type) ?? [];
  return custom.length === 0 ? BUILTIN_TYPES : new Set([...BUILTIN_TYPES, ...custom]);
}

const BUILTIN_TYPES: ReadonlySet<string> = new Set(LABELS.keys());

/** Human label of a detected type for analytics, e.g. "email address". */
export function typeLabel(type: string): string {
  return LABELS.get(type) ?? type.toLowerCase().replace(/_/g, ' ');
}

/** Whether any built-in detector finds something in `text`: refuses content where only metadata belongs. */
export function containsSensitiveData(text: string): boolean {
  return scan(text).length > 0;
}
