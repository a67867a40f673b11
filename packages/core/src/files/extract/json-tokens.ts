/** A JSON path as a linked list, so deep documents cost O(1) per value until a path is printed. */
export interface PathNode {
  readonly parent: PathNode | null;
  readonly step: string | number | null;
}

export type ScalarRole = 'key' | 'string' | 'number';

/**
 * The scalars the scanner reads (keys, string values, numbers), one column per field so a
 * document of millions of scalars costs a few numbers each rather than objects. A scalar's path
 * is its container's node plus its own step.
 */
export interface JsonScalars {
  readonly values: string[];
  readonly rawStarts: number[];
  readonly rawEnds: number[];
  readonly roles: ScalarRole[];
  readonly containers: PathNode[];
  readonly steps: (string | number | null)[];
}

interface Frame {
  readonly node: PathNode;
  readonly isObject: boolean;
  index: number;
  expectKey: boolean;
  key: string;
}

const ROOT: PathNode = { parent: null, step: null };
const [OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET] = [0x7b, 0x7d, 0x5b, 0x5d];
const [COMMA, QUOTE, BACKSLASH, MINUS, DIGIT_0, DIGIT_9] = [0x2c, 0x22, 0x5c, 0x2d, 0x30, 0x39];
const [LETTER_T, LETTER_F, LETTER_N] = [0x74, 0x66, 0x6e];

/**
 * Walks valid JSON (the caller has parsed it once) without recursion, so nesting depth cannot
 * overflow the stack, and keeps numbers as written (JSON.parse rounds long digit strings).
 */
export function jsonScalars(source: string): JsonScalars {
  const scalars: JsonScalars = { values: [], rawStarts: [], rawEnds: [], roles: [], containers: [], steps: [] };
  const stack: Frame[] = [];
  const push = (value: string, rawStart: number, rawEnd: number, role: ScalarRole) => {
    const frame = stack[stack.length - 1];
    scalars.values.push(value);
    scalars.rawStarts.push(rawStart);
    scalars.rawEnds.push(rawEnd);
    scalars.roles.push(role);
    scalars.containers.push(frame === undefined ? ROOT : frame.node);
    scalars.steps.push(frame === undefined ? null : frame.isObject ? frame.key : frame.index);
  };
  const valuePath = (): PathNode => {
    const frame = stack[stack.length - 1];
    if (frame === undefined) return ROOT;
    return { parent: frame.node, step: frame.isObject ? frame.key : frame.index };
  };
  let i = 0;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    const frame = stack[stack.length - 1];
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const isObject = code === OPEN_BRACE;
      stack.push({ node: valuePath(), isObject, index: 0, expectKey: isObject, key: '' });
      i++;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      stack.pop();
      i++;
    } else if (code === COMMA) {
      if (frame.isObject) frame.expectKey = true;
      else frame.index++;
      i++;
    } else if (code === QUOTE) {
      const end = stringEnd(source, i);
      const value = decodeString(source, i, end);
      const isKey = frame !== undefined && frame.isObject && frame.expectKey;
      if (isKey) {
        frame.key = value;
        frame.expectKey = false;
      }
      push(value, i, end, isKey ? 'key' : 'string');
      i = end;
    } else if (code === MINUS || (code >= DIGIT_0 && code <= DIGIT_9)) {
      const end = literalEnd(source, i);
      push(source.slice(i, end), i, end, 'number');
      i = end;
    } else if (code === LETTER_T || code === LETTER_F || code === LETTER_N) {
      i = literalEnd(source, i);
    } else {
      i++; // whitespace and ':'
    }
  }
  return scalars;
}

/** Index after the closing quote of the string opening at `start`. */
function stringEnd(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === BACKSLASH) i += 2;
    else if (code === QUOTE) return i + 1;
    else i++;
  }
  return source.length;
}

/** Most strings hold no escape, so slicing beats JSON.parse on each of them. */
function decodeString(source: string, start: number, end: number): string {
  const inner = source.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(source.slice(start, end)) as string) : inner;
}

function literalEnd(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const code = source.charCodeAt(i);
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || code <= 0x20) return i;
    i++;
  }
  return i;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The path of scalar `index`: `$.patients[0].ssn`, bracket notation for keys that are not identifiers. */
export function scalarPath(scalars: JsonScalars, index: number): string {
  return formatPath({ parent: scalars.containers[index], step: scalars.steps[index] });
}

function formatPath(node: PathNode): string {
  const steps: string[] = [];
  for (let at: PathNode | null = node; at !== null && at.step !== null; at = at.parent) {
    const step = at.step;
    if (typeof step === 'number') steps.push(`[${step}]`);
    else steps.push(IDENTIFIER.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`);
  }
  return `$${steps.reverse().join('')}`;
}
