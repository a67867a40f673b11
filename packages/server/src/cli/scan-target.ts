import { createHash } from 'node:crypto';
import { type Action, type Category, type Checker, type Decision, type Destination, type EvaluatedFinding, type Evidence, type Likelihood, LineIndex, type Policy, sample } from '@preflight/core';
import { checkFile, DEFAULT_FILE_LIMITS, type FileFinding, type FileKind, FileCheckError, sniffFile, UnsupportedFileError } from '@preflight/core/files';
import { allowsItsLine, allowsNextLine } from './inline-allow.js';

/** One finding as the CLI reports it: where, what, and what the policy does with it. */
export interface ReportedFinding {
  readonly type: string;
  readonly categories: readonly Category[];
  readonly action: EvaluatedFinding['action'];
  readonly confidence: number;
  readonly likelihood?: Likelihood;
  /** The evidence behind the likelihood, with --explain. */
  readonly evidence?: readonly Evidence[];
  /** 1-based line and UTF-16 column span, for text, CSV and JSON files. */
  readonly region: { startLine: number; startColumn: number; endLine: number; endColumn: number } | null;
  /** Page or paragraph, for PDF and DOCX files. */
  readonly place: string | null;
  /** Partially masked excerpt, never the value; null where the value is not kept (PDF, DOCX). */
  readonly sample: string | null;
  /** The raw value, only when the user asked for it and it is at hand. */
  readonly value?: string;
  /**
   * SHA-256 (hex) of the value, or of the page or paragraph where the value is not kept: what
   * fingerprints are made from, so baselines and SARIF never need the value itself. Not printed.
   */
  readonly valueDigest: string;
}

/** Findings left out of a report, by why. */
export interface Suppressed {
  /** By a `preflight:allow` comment. */
  readonly inline: number;
  /** Listed in the baseline file. */
  readonly baseline: number;
}

export interface FileReport {
  readonly path: string;
  readonly status: 'scanned' | 'skipped' | 'error';
  readonly kind: FileKind | null;
  readonly decision: Decision | null;
  readonly findings: readonly ReportedFinding[];
  readonly suppressed: Suppressed;
  /** Why a file was skipped or failed: a stable code and a message without content. */
  readonly problem?: { readonly code: string; readonly message: string };
}

export interface ScanSettings {
  readonly checker: Checker;
  readonly policy: Policy;
  readonly destination: Destination;
  readonly showValues: boolean;
  /** Whether `preflight:allow` comments silence findings (text-like files only). */
  readonly inlineAllow: boolean;
}

/** Checks one file's bytes: text-like files by line and column, PDF and DOCX through their extracted text. */
export async function scanBytes(path: string, bytes: Uint8Array, settings: ScanSettings): Promise<FileReport> {
  const base = { path, findings: [] as ReportedFinding[], suppressed: NONE_SUPPRESSED };
  if (bytes.byteLength > DEFAULT_FILE_LIMITS.maxBytes) {
    return { ...base, status: 'error', kind: null, decision: null, problem: { code: 'FILE_TOO_LARGE', message: `larger than ${DEFAULT_FILE_LIMITS.maxBytes} bytes` } };
  }
  try {
    const { kind } = await sniffFile(bytes);
    if (kind === 'pdf' || kind === 'docx') {
      const result = await checkFile(bytes, { policy: settings.policy, destination: settings.destination });
      return { ...base, status: 'scanned', kind, decision: result.decision, findings: result.findings.map(fromFileFinding) };
    }
    const text = decodeText(bytes);
    const result = settings.checker.check(text, { destination: settings.destination });
    const lines = new LineIndex(text);
    const kept = settings.inlineAllow ? result.findings.filter((finding) => !allowedInline(text, lines, finding.start)) : result.findings;
    const findings = kept.map((finding) => fromTextFinding(finding, text, lines, settings.showValues));
    const suppressed = { inline: result.findings.length - kept.length, baseline: 0 };
    const decision = kept.length === result.findings.length ? result.decision : decisionOf(findings);
    return { ...base, status: 'scanned', kind, decision, findings, suppressed };
  } catch (error) {
    if (error instanceof UnsupportedFileError) return { ...base, status: 'skipped', kind: null, decision: null, problem: { code: error.code, message: error.message } };
    if (error instanceof FileCheckError) return { ...base, status: 'error', kind: null, decision: null, problem: { code: error.code, message: error.message } };
    throw error;
  }
}

const NONE_SUPPRESSED: Suppressed = { inline: 0, baseline: 0 };

const DECISION: Readonly<Record<Action, Decision>> = { BLOCK: 'BLOCKED', MASK: 'ALLOWED_WITH_MASKING', ALLOW: 'ALLOWED' };

/** The decision over the findings that remain, as core makes it: the most restrictive action. */
export function decisionOf(findings: readonly ReportedFinding[]): Decision {
  const actions = new Set(findings.map((finding) => finding.action));
  return DECISION[actions.has('BLOCK') ? 'BLOCK' : actions.has('MASK') ? 'MASK' : 'ALLOW'];
}

function lineText(text: string, lines: LineIndex, line: number): string {
  return text.slice(lines.startOf(line), lines.endOf(line));
}

/** A `preflight:allow` comment on the finding's first line, or alone on the line before. */
function allowedInline(text: string, lines: LineIndex, offset: number): boolean {
  const line = lines.lineOf(offset);
  return allowsItsLine(lineText(text, lines, line)) || (line > 0 && allowsNextLine(lineText(text, lines, line - 1)));
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** UTF-16 by its byte order mark, else UTF-8 (a UTF-8 mark is dropped, so columns match editors). */
function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** 1-based line and column of a UTF-16 offset. */
function position(lines: LineIndex, offset: number): { line: number; column: number } {
  const line = lines.lineOf(offset);
  return { line: line + 1, column: offset - lines.startOf(line) + 1 };
}

function fromTextFinding(finding: EvaluatedFinding, text: string, lines: LineIndex, showValues: boolean): ReportedFinding {
  const value = text.slice(finding.start, finding.end);
  const start = position(lines, finding.start);
  const end = position(lines, finding.end);
  return {
    type: finding.type,
    categories: finding.categories,
    action: finding.action,
    confidence: finding.confidence,
    likelihood: finding.likelihood,
    ...(finding.explanation.evidence === undefined ? {} : { evidence: finding.explanation.evidence }),
    region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column },
    place: null,
    sample: sample(value, finding.type),
    ...(showValues ? { value } : {}),
    valueDigest: digest(value),
  };
}

/** Extracted documents give a page or paragraph; file checks do not keep values, so there is no sample. */
function fromFileFinding(finding: FileFinding): ReportedFinding {
  const location = finding.location;
  const place = 'page' in location ? `page ${location.page}` : 'paragraph' in location ? `paragraph ${location.paragraph}` : null;
  return {
    type: finding.type,
    categories: finding.categories,
    action: finding.action,
    confidence: finding.confidence,
    region: null,
    place,
    sample: null,
    valueDigest: digest(place ?? ''),
  };
}
