export { checkFile } from './check-file.js';
export type { CheckFileOptions, FileCheckResult, FileFinding, FileFindingLocation } from './check-file.js';
export {
  CorruptFileError,
  EncryptedFileError,
  ExtractionTimeoutError,
  FileCheckError,
  FileTooLargeError,
  UnsupportedFileError,
  ZipBombError,
} from './errors.js';
export type { FileCheckErrorCode } from './errors.js';
export type { FindingLocation, MaskedFile } from './extract/extraction.js';
export { DEFAULT_FILE_LIMITS } from './limits.js';
export type { FileLimits } from './limits.js';
export { sniffFile } from './sniff/sniff-file.js';
export { EXTRACTOR_PACKAGES, ExtractorMissingError } from './worker/module-path.js';
export type { ExtractorPackage } from './worker/module-path.js';
export type { FileKind, SniffedFile } from './sniff/sniff-file.js';
