import type { CustomDetectorConfig } from '../policy/schemas.js';
import { detectorTypes } from '../detectors/registry.js';

export interface Label {
  readonly one: string;
  readonly other: string;
}

export type LabelOf = (type: string) => Label;

/** A custom detector gives one label; its plural is the regular English one, which fits most nouns. */
function pluralOf(label: string): string {
  return /(s|x|sh|ch)$/i.test(label) ? `${label}es` : `${label}s`;
}

function fromTypeName(type: string): Label {
  const words = type.toLowerCase().replace(/_/g, ' ');
  return { one: `${words} value`, other: `${words} values` };
}

/** Human names for every type a policy can report: built-in labels, then the policy's custom ones. */
export function labelsFor(customDetectors: readonly CustomDetectorConfig[]): LabelOf {
  const labels = new Map<string, Label>();
  for (const { type, label } of detectorTypes()) labels.set(type, label);
  for (const { type, label } of customDetectors) {
    if (!labels.has(type) && label) labels.set(type, { one: label, other: pluralOf(label) });
  }
  return (type) => labels.get(type) ?? fromTypeName(type);
}
