import { UnsupportedFileError } from '../errors.js';
import { decodeWindows1252 } from './windows-1252.js';

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncoding;
}

/** Share of control characters above which decoded "text" is judged to be binary. */
const MAX_CONTROL_SHARE = 0.01;

function bomEncoding(bytes: Uint8Array): { encoding: TextEncoding; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return null;
}

/**
 * Decodes bytes that carry no magic number: a BOM decides the encoding; otherwise strict
 * UTF-8, falling back to Latin-1 (read as windows-1252, its common superset).
 * NUL bytes without a UTF-16 BOM, undecodable UTF-16 or too many control characters mean
 * the bytes are binary.
 */
/** True when the bytes open with a UTF-8 or UTF-16 byte order mark. */
export function hasByteOrderMark(bytes: Uint8Array): boolean {
  return bomEncoding(bytes) !== null;
}

export function decodeText(bytes: Uint8Array): DecodedText {
  const bom = bomEncoding(bytes);
  if (bom === null && bytes.includes(0)) {
    throw new UnsupportedFileError('Binary content (NUL bytes) is not a supported file type');
  }
  const decoded = bom === null ? decodeWithoutBom(bytes) : decodeWithBom(bytes, bom.encoding, bom.skip);
  if (controlShare(decoded.text) > MAX_CONTROL_SHARE) {
    throw new UnsupportedFileError('Binary content (control characters) is not a supported file type');
  }
  return decoded;
}

function decodeWithBom(bytes: Uint8Array, encoding: TextEncoding, skip: number): DecodedText {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(skip));
    return { text, encoding };
  } catch (cause) {
    throw new UnsupportedFileError(`Content marked as ${encoding} does not decode as ${encoding}`, { cause });
  }
}

function decodeWithoutBom(bytes: Uint8Array): DecodedText {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** C0 controls other than tab, line feed, vertical tab, form feed, carriage return and escape; DEL; C1 controls; NUL. */
function isSuspiciousControl(code: number): boolean {
  if (code < 0x20) return !(code >= 0x09 && code <= 0x0d) && code !== 0x1b;
  return code === 0x7f || (code >= 0x80 && code <= 0x9f);
}

function controlShare(text: string): number {
  if (text.length === 0) return 0;
  let suspicious = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSuspiciousControl(text.charCodeAt(i))) suspicious++;
  }
  return suspicious / text.length;
}
