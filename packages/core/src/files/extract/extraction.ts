/** Where in the original file a finding was, in the unit that fits the format (all 1-based). */
export type FindingLocation =
  | { readonly page: number }
  | { readonly paragraph: number }
  | { readonly row: number; readonly column: number }
  | { readonly path: string; readonly key?: true }
  | { readonly line: number };

export interface MaskedFile {
  readonly bytes: Uint8Array;
  readonly mediaType: string;
  readonly extension: string;
}

/** A span of the extracted text that masking replaced. */
export interface MaskedSpan {
  readonly start: number;
  readonly end: number;
}

/** The text a file yields, how to map offsets back to the file, and how to write it masked. */
export interface Extraction {
  readonly text: string;
  /** The unit holding `offset` and where that unit starts in `text`. */
  locate(offset: number): { readonly location: FindingLocation; readonly unitStart: number };
  /** The masked file, given the masked form of `text` and the spans that were replaced. */
  renderMasked(maskedText: string, spans: readonly MaskedSpan[]): MaskedFile;
}

export function utf8File(text: string, mediaType: string, extension: string): MaskedFile {
  return { bytes: new TextEncoder().encode(text), mediaType, extension };
}
