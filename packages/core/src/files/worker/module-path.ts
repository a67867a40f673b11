import { createRequire } from 'node:module';
import { PreflightError } from '../../errors.js';

// This module's own path, in the ESM build and in the CommonJS build alike.
const here = typeof __filename === 'string' ? __filename : import.meta.url;

/**
 * The parsers behind PDF and DOCX extraction, with the versions they must be. They are optional
 * peer dependencies (package.json says the same; a test keeps the two in step), so a text-only
 * install of core stays small; they are resolved only when such a file arrives.
 */
export const EXTRACTOR_PACKAGES = { 'pdf-parse': '2.4.5', mammoth: '^1.13.0' } as const;

export type ExtractorPackage = keyof typeof EXTRACTOR_PACKAGES;

/** A PDF or DOCX arrived but its parser is not installed: an installation problem, not a file problem. */
export class ExtractorMissingError extends PreflightError {
  readonly code = 'EXTRACTOR_MISSING' as const;
  readonly packageName: ExtractorPackage;

  constructor(packageName: ExtractorPackage, format: string, options?: { cause?: unknown }) {
    const spec = `${packageName}@${EXTRACTOR_PACKAGES[packageName]}`;
    super(`Reading ${format} files needs the package ${packageName}, an optional peer dependency of @preflight/core: npm install ${spec}`, options);
    this.packageName = packageName;
  }
}

/** Absolute path of a parser's CommonJS entry, for a worker script to `require`. */
export function extractorPath(packageName: ExtractorPackage, format: string): string {
  try {
    return createRequire(here).resolve(packageName);
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') throw new ExtractorMissingError(packageName, format, { cause: error });
    throw error;
  }
}
