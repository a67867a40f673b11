import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Benchmark inputs: business-like text with a fake e-mail, card number or SSN every few lines. */
const SENTENCES = [
  'The quarterly review covered revenue, hiring and the roadmap for next year.',
  'Please forward the signed contract to the legal team before Friday.',
  'Customer asked about invoice 20391 and the delivery schedule.',
  'Escalation: contact person at jane.roe@example.com (fake) for details.',
  'Card on file 4111 1111 1111 1111 (test number) was declined twice.',
  'Applicant SSN 536-22-8147 (fake) was verified by the onboarding team.',
];

export function sentence(index: number): string {
  return SENTENCES[index % SENTENCES.length];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

export function textInput(targetBytes: number): Uint8Array {
  const lines: string[] = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    lines.push(sentence(i));
    size += sentence(i).length + 1;
  }
  return utf8(lines.join('\n'));
}

export function csvInput(targetBytes: number): Uint8Array {
  const rows = ['id,name,email,note'];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    const row = `${i},"Roe, Jane",user${i}@example.com,"${sentence(i)}"`;
    rows.push(row);
    size += row.length + 1;
  }
  return utf8(rows.join('\n'));
}

export function jsonInput(targetBytes: number): Uint8Array {
  const records: object[] = [];
  let size = 0;
  for (let i = 0; size < targetBytes; i++) {
    const record = { id: i, contact: { email: `user${i}@example.com` }, note: sentence(i), tags: ['a', 'b'] };
    records.push(record);
    size += JSON.stringify(record).length + 1;
  }
  return utf8(JSON.stringify(records));
}

export async function pdfInput(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    for (let line = 0; line < 40; line++) {
      page.drawText(sentence(p + line), { x: 36, y: 760 - line * 18, size: 10, font });
    }
  }
  return doc.save();
}

export async function docxInput(paragraphs: number): Promise<Uint8Array> {
  const children = Array.from({ length: paragraphs }, (_, i) => new Paragraph(`${i}. ${sentence(i)}`));
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
