/** A minimal Prometheus text-format registry: counters and histograms with labels. */

type Labels = Record<string, string>;

// Most values need no escaping; the test spares three replacements per label on every request.
const escape = (v: string) => (/[\\"\n]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n') : v);

// Built on every request, so one string grows in place rather than through arrays of entries.
function labelKey(labels: Labels): string {
  let key = '';
  for (const name in labels) key += `${key === '' ? '' : ','}${name}="${escape(labels[name])}"`;
  return key;
}

const braces = (inner: string) => (inner === '' ? '' : `{${inner}}`);

export class Counter {
  private readonly values = new Map<string, number>();
  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(labels: Labels = {}, by = 1): void {
    const key = labelKey(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [key, value] of this.values) lines.push(`${this.name}${braces(key)} ${value}`);
    return lines.join('\n');
  }
}

interface Series {
  /** Observations per bucket alone (not cumulative). */
  buckets: number[];
  sum: number;
  count: number;
}

export class Histogram {
  private readonly series = new Map<string, Series>();
  constructor(
    readonly name: string,
    readonly help: string,
    readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = labelKey(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    // Only the first bucket holding the value counts it; render sums them into Prometheus's cumulative buckets.
    const i = this.bounds.findIndex((bound) => value <= bound);
    if (i !== -1) s.buckets[i] += 1;
    s.sum += value;
    s.count += 1;
  }

  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [key, s] of this.series) {
      const sep = key === '' ? '' : ',';
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i];
        lines.push(`${this.name}_bucket{${key}${sep}le="${bound}"} ${cumulative}`);
      });
      lines.push(`${this.name}_bucket{${key}${sep}le="+Inf"} ${s.count}`);
      lines.push(`${this.name}_sum${braces(key)} ${s.sum}`);
      lines.push(`${this.name}_count${braces(key)} ${s.count}`);
    }
    return lines.join('\n');
  }
}
