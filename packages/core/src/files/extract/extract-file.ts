import type { FileLimits } from '../limits.js';
import type { SniffedContent } from '../sniff/sniff-file.js';
import { extractCsv } from './csv.js';
import type { Extraction } from './extraction.js';
import { extractJson } from './json.js';
import { extractJoinedUnits, extractPlainText } from './plain-text.js';

/**
 * The extraction for a sniffed file; text-like kinds arrive already decoded. The PDF and DOCX
 * extractors (and their zip code) load on the first such file, so a text check or a CLI scan of
 * text files starts without them.
 */
export async function extractFile(bytes: Uint8Array, sniffed: SniffedContent, limits: FileLimits): Promise<Extraction> {
  const text = sniffed.decoded?.text ?? '';
  switch (sniffed.kind) {
    case 'text':
      return extractPlainText(text, sniffed.mediaType);
    case 'csv':
      return extractCsv(text, sniffed.delimiter ?? ',', sniffed.mediaType);
    case 'json':
      return extractJson(text);
    case 'pdf': {
      const { extractPdfPages } = await import('../pdf/extract-pdf.js');
      const pages = await extractPdfPages(bytes, limits);
      return extractJoinedUnits(pages, (index) => ({ page: index + 1 }));
    }
    case 'docx': {
      const { extractDocxParagraphs } = await import('./docx.js');
      const paragraphs = await extractDocxParagraphs(bytes, limits);
      return extractJoinedUnits(paragraphs, (index) => ({ paragraph: index + 1 }));
    }
  }
}
