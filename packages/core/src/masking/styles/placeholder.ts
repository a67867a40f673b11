import { tokensIn } from '../vault.js';
import { tokenType, type MaskOperator } from './operator.js';

/**
 * `[EMAIL_1]`, `[EMAIL_2]`, …: numbered per distinct value and type within one document, so
 * the same value always gets the same placeholder. Numbers whose placeholder already appears
 * literally in the document are skipped, so restoring never touches the author's own text.
 */
export function placeholderOperator(text: string): MaskOperator {
  const taken = tokensIn(text);
  const byType = new Map<string, { next: number; assigned: Map<string, string> }>();
  return {
    restorable: true,
    replace(value, finding) {
      const type = tokenType(finding.type);
      let numbering = byType.get(type);
      if (!numbering) {
        numbering = { next: 1, assigned: new Map() };
        byType.set(type, numbering);
      }
      const existing = numbering.assigned.get(value);
      if (existing) return existing;
      let token = `[${type}_${numbering.next++}]`;
      while (taken.has(token)) token = `[${type}_${numbering.next++}]`;
      numbering.assigned.set(value, token);
      return token;
    },
  };
}
