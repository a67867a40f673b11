export interface Span {
  start: number;
  end: number;
}

/** Edits further apart than this many unchanged characters are separate masked spans. */
const MIN_ANCHOR = 4;

/** Above this many character edits the comparison stops; the text is shown without highlights. */
const MAX_EDITS = 1500;

type Step = 'equal' | 'insert' | 'delete';

/**
 * Where `masked` differs from `original`: the spans of `masked` that replaced something (a
 * placeholder, asterisks). The service returns only the masked text, so the page compares the
 * two itself. Returns null when they differ in too many places to compare quickly.
 */
export function maskedSpans(original: string, masked: string): Span[] | null {
  const script = editScript(original, masked);
  if (script === null) return null;
  const spans: Span[] = [];
  let position = 0;
  let open: Span | null = null;
  let inserted = false;
  let equalRun = 0;
  const close = () => {
    if (open && inserted) spans.push({ start: open.start, end: open.end });
    open = null;
    inserted = false;
  };
  for (const step of script) {
    if (step === 'equal') {
      equalRun++;
      if (equalRun >= MIN_ANCHOR) close();
      position++;
      continue;
    }
    equalRun = 0;
    open ??= { start: position, end: position };
    if (step === 'insert') {
      position++;
      inserted = true;
    }
    open.end = position;
  }
  close();
  return spans;
}

/**
 * The shortest edit script turning `a` into `b`, one step per character (E. W. Myers, "An
 * O(ND) difference algorithm", 1986): `delete` consumes a character of `a`, `insert` one of `b`.
 */
export function editScript(a: string, b: string): Step[] | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, MAX_EDITS);
  // v[k + offset]: the furthest x reached on diagonal k = x - y.
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a.charCodeAt(x) === b.charCodeAt(y)) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(offset - d, offset + d + 1));
        return backtrack(trace, n, m);
      }
    }
    trace.push(v.slice(offset - d, offset + d + 1));
  }
  return null;
}

/** Walks the saved frontiers from the end back to the start; trace[d][k + d] is v after step d. */
function backtrack(trace: Int32Array[], n: number, m: number): Step[] {
  const steps: Step[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const previous = trace[d - 1];
    const at = (k: number) => previous[k + d - 1];
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    const startX = down ? previousX : previousX + 1;
    while (x > startX) {
      steps.push('equal');
      x--;
      y--;
    }
    steps.push(down ? 'insert' : 'delete');
    x = previousX;
    y = previousY;
  }
  while (x > 0) {
    steps.push('equal');
    x--;
  }
  return steps.reverse();
}
