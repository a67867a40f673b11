import { checkText, type CheckResult, type CheckTextOptions } from '../check/index.js';
import type { EvaluatedFinding } from '../policy/evaluate.js';
import { FileTooLargeError } from './errors.js';
import { extractFile } from './extract/extract-file.js';
import type { Extraction, FindingLocation, MaskedFile } from './extract/extraction.js';
import { resolveLimits, type FileLimits } from './limits.js';
import { sniffContent, type FileKind } from './sniff/sniff-file.js';

export interface CheckFileOptions extends CheckTextOptions {
  readonly limits?: Partial<FileLimits>;
}

/**
 * Where a finding sits in the file, with its offsets inside that unit (the cell, the JSON
 * string, the page, the paragraph; for plain text, the whole text).
 */
export type FileFindingLocation = FindingLocation & { readonly start: number; readonly end: number };

export interface FileFinding extends EvaluatedFinding {
  readonly location: FileFindingLocation;
}

export interface FileCheckResult extends Omit<CheckResult, 'masked_content' | 'findings'> {
  readonly findings: FileFinding[];
  readonly input: { readonly kind: FileKind; readonly mediaType: string; readonly bytes: number };
  /** The file with masked values: same format for text, CSV and JSON, plain text for PDF and DOCX; null when blocked. */
  readonly masked_file: MaskedFile | null;
}

/**
 * Checks a file: sniffs its real type from the bytes, extracts its text within the limits,
 * checks that text as `checkText` does, and writes the masked file. Fails with a
 * FileCheckError subclass (see `code`) for unsupported, oversized, corrupt, encrypted or
 * hostile files.
 */
export async function checkFile(bytes: Uint8Array, options: CheckFileOptions): Promise<FileCheckResult> {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('checkFile expects a Uint8Array');
  const { limits: limitOverrides, ...checkOptions } = options;
  const limits = resolveLimits(limitOverrides);
  if (bytes.byteLength > limits.maxBytes) throw new FileTooLargeError(bytes.byteLength, limits.maxBytes);
  const sniffed = await sniffContent(bytes);
  const extraction = await extractFile(bytes, sniffed, limits);
  const { masked_content: maskedText, findings, ...result } = checkText(extraction.text, checkOptions);
  return {
    ...result,
    findings: findings.map((finding) => locateFinding(extraction, finding)),
    input: { kind: sniffed.kind, mediaType: sniffed.mediaType, bytes: bytes.byteLength },
    masked_file: result.decision === 'BLOCKED' ? null : extraction.renderMasked(maskedText, findings.filter(isMasked)),
  };
}

function isMasked(finding: EvaluatedFinding): boolean {
  return finding.action === 'MASK';
}

function locateFinding(extraction: Extraction, finding: EvaluatedFinding): FileFinding {
  const { location, unitStart } = extraction.locate(finding.start);
  return { ...finding, location: { ...location, start: finding.start - unitStart, end: finding.end - unitStart } };
}
