import { fileTypeFromBuffer } from 'file-type/core';
import { CorruptFileError, UnsupportedFileError } from '../errors.js';
import { readCentralDirectory } from '../zip/central-directory.js';
import { detectDelimiter, isJsonDocument } from './classify-text.js';
import { decodeText, hasByteOrderMark, type DecodedText } from './decode-text.js';

export type FileKind = 'text' | 'csv' | 'json' | 'pdf' | 'docx';

export interface SniffedFile {
  readonly kind: FileKind;
  readonly mediaType: string;
}

/** What extraction needs beyond the kind: the decoded text, for text-like kinds. */
export interface SniffedContent extends SniffedFile {
  readonly decoded: DecodedText | null;
  readonly delimiter: string | null;
}

const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Magic-number types that are text underneath and read as plain text. */
const TEXT_MAGIC_TYPES = new Set(['application/xml']);

/**
 * The file's kind, judged from its bytes only (a name or declared type is never trusted).
 * Throws UnsupportedFileError for executables, archives, images and any other binary.
 */
export async function sniffFile(bytes: Uint8Array): Promise<SniffedFile> {
  const { kind, mediaType } = await sniffContent(bytes);
  return { kind, mediaType };
}

export async function sniffContent(bytes: Uint8Array): Promise<SniffedContent> {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('sniffFile expects a Uint8Array');
  // A byte order mark says text; without this, UTF-16 text can pass for an MP3 frame header.
  if (hasByteOrderMark(bytes)) return classifyDecoded(decodeText(bytes));
  const magic = await magicType(bytes);
  if (magic?.mime === 'application/pdf') return { kind: 'pdf', mediaType: magic.mime, decoded: null, delimiter: null };
  if (magic?.mime === DOCX_MEDIA_TYPE) return { kind: 'docx', mediaType: magic.mime, decoded: null, delimiter: null };
  if (magic?.mime === 'application/zip' && isDamagedDocx(bytes)) {
    throw new CorruptFileError('DOCX archive is damaged (its central directory is unreadable)');
  }
  if (magic !== undefined && !TEXT_MAGIC_TYPES.has(magic.mime)) {
    throw new UnsupportedFileError(`Files of type ${magic.mime} are not supported`);
  }
  const decoded = decodeText(bytes);
  if (magic !== undefined) return { kind: 'text', mediaType: magic.mime, decoded, delimiter: null };
  return classifyDecoded(decoded);
}

/** file-type's verdict; a file it cannot even walk through is not one we can read either. */
async function magicType(bytes: Uint8Array): Promise<{ mime: string } | undefined> {
  try {
    return await fileTypeFromBuffer(bytes);
  } catch (cause) {
    throw new UnsupportedFileError('File type could not be determined', { cause });
  }
}

function classifyDecoded(decoded: DecodedText): SniffedContent {
  if (isJsonDocument(decoded.text)) {
    return { kind: 'json', mediaType: 'application/json', decoded, delimiter: null };
  }
  const delimiter = detectDelimiter(decoded.text);
  if (delimiter !== null) {
    const mediaType = delimiter === '\t' ? 'text/tab-separated-values' : 'text/csv';
    return { kind: 'csv', mediaType, decoded, delimiter };
  }
  return { kind: 'text', mediaType: 'text/plain', decoded, delimiter: null };
}

const DOCX_MAIN_PART = new TextEncoder().encode('word/document.xml');

/**
 * A zip file-type could not name: when its directory is unreadable but a local header names
 * the DOCX main part, it is a DOCX that was cut short or damaged, not some other archive.
 */
function isDamagedDocx(bytes: Uint8Array): boolean {
  try {
    readCentralDirectory(bytes);
    return false;
  } catch {
    return indexOfBytes(bytes, DOCX_MAIN_PART) !== -1;
  }
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let at = haystack.indexOf(first); at !== -1 && at + needle.length <= haystack.length; at = haystack.indexOf(first, at + 1)) {
    let matched = 1;
    while (matched < needle.length && haystack[at + matched] === needle[matched]) matched++;
    if (matched === needle.length) return at;
  }
  return -1;
}
