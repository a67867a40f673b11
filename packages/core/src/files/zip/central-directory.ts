import { CorruptFileError, EncryptedFileError } from '../errors.js';

/** One entry as the central directory declares it; sizes are claims until inflated. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflate. */
  readonly method: number;
  readonly compressedSize: number;
  readonly declaredSize: number;
  readonly localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ZIP64_MARKER = 0xffffffff;
const ENCRYPTED_FLAG = 0x1;

/** Reads the central directory without inflating anything, so sizes can be judged first. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const offset = view.getUint32(eocd + 16, true);
  if (offset === ZIP64_MARKER) throw new CorruptFileError('ZIP64 archives are not supported');
  const entries: ZipEntry[] = [];
  let cursor = offset;
  for (let i = 0; i < count; i++) {
    if (cursor + 46 > view.byteLength || view.getUint32(cursor, true) !== CENTRAL_SIGNATURE) {
      throw new CorruptFileError('Archive central directory is damaged');
    }
    const flags = view.getUint16(cursor + 8, true);
    if (flags & ENCRYPTED_FLAG) throw new EncryptedFileError('Archive entries are encrypted');
    const nameLength = view.getUint16(cursor + 28, true);
    const extraLength = view.getUint16(cursor + 30, true);
    const commentLength = view.getUint16(cursor + 32, true);
    const entry: ZipEntry = {
      name: new TextDecoder().decode(bytes.subarray(cursor + 46, cursor + 46 + nameLength)),
      method: view.getUint16(cursor + 10, true),
      compressedSize: view.getUint32(cursor + 20, true),
      declaredSize: view.getUint32(cursor + 24, true),
      localHeaderOffset: view.getUint32(cursor + 42, true),
    };
    if (entry.compressedSize === ZIP64_MARKER || entry.declaredSize === ZIP64_MARKER) {
      throw new CorruptFileError('ZIP64 archives are not supported');
    }
    entries.push(entry);
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_MIN_LENGTH - MAX_COMMENT_LENGTH);
  for (let i = view.byteLength - EOCD_MIN_LENGTH; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) return i;
  }
  throw new CorruptFileError('Not a valid zip archive (no end of central directory)');
}

/** The entry's compressed bytes, located through its local header. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw new CorruptFileError('Archive entry header is damaged');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new CorruptFileError('Archive entry is truncated');
  return bytes.subarray(start, end);
}
