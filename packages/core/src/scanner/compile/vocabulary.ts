import { alnumAt, LiteralTable } from '../pass/index.js';
import { OtherScriptWords } from '../context/index.js';

/**
 * Every context word (and custom keyword) of one scanner, each with an id, found together in the
 * single pass over the text. Detectors refer to words by id.
 */
export class Vocabulary {
  readonly table = new LiteralTable(true);
  /** Words that begin outside ASCII, which the pass cannot look up: searched for around a match instead. */
  readonly otherScript = new OtherScriptWords();
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  private longestWord = 0;

  /** Registers a word (once) and returns its id. */
  idOf(word: string): number {
    const lower = word.toLowerCase();
    const known = this.ids.get(lower);
    if (known !== undefined) return known;
    const otherScript = OtherScriptWords.holds(lower);
    if (!otherScript && !alnumAt(lower, 0)) throw new RangeError('context words must begin with a letter or digit');
    const id = this.words.length;
    this.words.push(lower);
    this.ids.set(lower, id);
    this.longestWord = Math.max(this.longestWord, lower.length);
    if (otherScript) this.otherScript.add(lower, id);
    else this.table.add(lower, id);
    return id;
  }

  word(id: number): string {
    return this.words[id];
  }

  /** Whether the word is one the pass cannot look up (it begins outside ASCII). */
  isOtherScript(id: number): boolean {
    return OtherScriptWords.holds(this.words[id]);
  }

  /** Length of the longest of these words (0 for none). */
  longestOf(ids: Iterable<number>): number {
    let longest = 0;
    for (const id of ids) longest = Math.max(longest, this.words[id].length);
    return longest;
  }

  get longest(): number {
    return this.longestWord;
  }
}
