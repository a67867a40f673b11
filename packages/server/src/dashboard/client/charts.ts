import { formatNumber, h } from './dom.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg(tag: string, attrs: Record<string, string | number>, ...children: (Node | string)[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  el.append(...children);
  return el;
}

export interface Series {
  key: string;
  label: string;
  /** A CSS class giving the fill colour, so colours live in the stylesheet. */
  className: string;
}

/** The smallest "round" number (1, 2 or 5 × 10ⁿ) at or above `n`, for the top of an axis. */
export function niceCeiling(n: number): number {
  if (n <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= n) return step * magnitude;
  return 10 * magnitude;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 40;
const BOTTOM = 24;

/** Columns per row, stacked by series, drawn as inline SVG; the same numbers follow as a table. */
export function stackedBars(title: string, rows: Record<string, number | string>[], labelKey: string, series: Series[]): HTMLElement {
  const totals = rows.map((r) => series.reduce((sum, s) => sum + Number(r[s.key]), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotHeight = HEIGHT - BOTTOM - 8;
  const slot = (WIDTH - LEFT) / Math.max(rows.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => 8 + plotHeight - (value / top) * plotHeight;
  const bars = rows.map((row, i) => {
    let base = 0;
    const x = LEFT + i * slot + (slot - barWidth) / 2;
    const detail = series.map((s) => `${s.label} ${formatNumber(Number(row[s.key]))}`).join(', ');
    return svg('g', {}, svg('title', {}, `${row[labelKey]}: ${detail}`), ...series.map((s) => {
      const value = Number(row[s.key]);
      const rect = svg('rect', { class: s.className, x, width: barWidth, y: y(base + value), height: (value / top) * plotHeight });
      base += value;
      return rect;
    }));
  });
  const tickLabels = rows.length ? [0, Math.floor((rows.length - 1) / 2), rows.length - 1] : [];
  const chart = svg(
    'svg',
    { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': `${title}; the table below has the numbers`, class: 'chart' },
    svg('line', { class: 'axis', x1: LEFT, x2: WIDTH, y1: y(0), y2: y(0) }),
    svg('text', { class: 'tick', x: LEFT - 6, y: y(top) + 4, 'text-anchor': 'end' }, formatNumber(top)),
    svg('text', { class: 'tick', x: LEFT - 6, y: y(0), 'text-anchor': 'end' }, '0'),
    ...[...new Set(tickLabels)].map((i) =>
      svg('text', { class: 'tick', x: LEFT + i * slot + slot / 2, y: HEIGHT - 6, 'text-anchor': 'middle' }, String(rows[i][labelKey])),
    ),
    ...bars,
  );
  return h(
    'figure',
    { class: 'chart-figure' },
    h('figcaption', {}, title),
    h('ul', { class: 'legend' }, series.map((s) => h('li', {}, h('span', { class: `key ${s.className}`, 'aria-hidden': 'true' }), s.label))),
    chart,
    h('details', {}, h('summary', {}, 'Show as a table'),
      h('table', {},
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Date'), series.map((s) => h('th', { scope: 'col' }, s.label)))),
        h('tbody', {}, rows.map((r) => h('tr', {}, h('th', { scope: 'row' }, String(r[labelKey])), series.map((s) => h('td', {}, formatNumber(Number(r[s.key]))))))),
      ),
    ),
  );
}

export interface BarItem {
  label: string;
  value: number;
  note: string;
}

/** A horizontal bar per item, as a list (so it reads well without the picture). */
export function horizontalBars(title: string, items: BarItem[]): HTMLElement {
  const top = Math.max(1, ...items.map((i) => i.value));
  return h(
    'figure',
    { class: 'chart-figure' },
    h('figcaption', {}, title),
    items.length
      ? h('ul', { class: 'hbars' }, items.map((item) =>
          h('li', {},
            h('span', { class: 'hbar-label' }, item.label),
            svg('svg', { viewBox: '0 0 100 10', preserveAspectRatio: 'none', 'aria-hidden': 'true', class: 'hbar' },
              svg('rect', { class: 'bar-detections', x: 0, y: 0, height: 10, width: (item.value / top) * 100 })),
            h('span', { class: 'hbar-value' }, `${formatNumber(item.value)} (${item.note})`),
          ),
        ))
      : h('p', {}, 'No detections in this period.'),
  );
}
