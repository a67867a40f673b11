/** The type whose later mentions by one word (`Müller`, `Hans`) take the placeholder of the full name. */
const PERSON_NAME = 'PERSON_NAME';

/**
 * Remembers the person names of one document as they are masked, in text order: a later mention
 * by one of a full name's words (`Mr Müller` after `Hans Müller`) is masked as that full name, so
 * both get one placeholder and an AI tool's answer about either unmasks to the full name.
 */
export class NameMentions {
  /** Lower-cased word → the latest full name (two or more words) holding it. */
  private readonly fullNames = new Map<string, string>();

  /** The value to mask `value` as: the full name it mentions, or itself. */
  identityOf(value: string, type: string): string {
    if (type !== PERSON_NAME) return value;
    const words = value.toLowerCase().split(/[\s,]+/u).filter((word) => word.length > 0 && !word.endsWith('.'));
    if (words.length >= 2) {
      for (const word of words) this.fullNames.set(word, value);
      return value;
    }
    return (words.length === 1 ? this.fullNames.get(words[0]) : undefined) ?? value;
  }
}
