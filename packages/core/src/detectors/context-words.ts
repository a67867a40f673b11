/**
 * Each context phrase as people write it in prose and as keys: `nhs number`, `nhs-number`,
 * `nhs_number`, `nhsnumber`. Context words are matched as written, so a JSON or YAML key
 * (`"steuer_id":`) names its value only when its spelling is listed.
 */
export function withKeyForms(words: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const word of words) {
    forms.add(word);
    const parts = word.split(/[ _-]/);
    if (parts.length < 2) continue;
    for (const joiner of [' ', '-', '_', '']) forms.add(parts.join(joiner));
  }
  return [...forms];
}
