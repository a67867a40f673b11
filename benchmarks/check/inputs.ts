import { readFileSync } from 'node:fs';

const CORPUS = new URL('../../fixtures/corpus/corpus.jsonl', import.meta.url);

/** The labelled corpus documents (all values synthetic), in file order. */
function corpusTexts(): string[] {
  return readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** Whole documents joined until `targetChars` is reached, repeating the corpus when needed. */
export function corpusText(targetChars: number): string {
  const texts = corpusTexts();
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < targetChars; i++) {
    const text = texts[i % texts.length];
    parts.push(text);
    size += text.length + 2;
  }
  return parts.join('\n\n').slice(0, targetChars);
}
