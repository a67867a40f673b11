import uPlot from 'uplot';
import { emptyState, formatNumber, h } from './dom.js';

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
  /** A CSS custom property holding the colour, so colours (and their dark-mode values) live in the stylesheet. */
  colour: string;
}

/** The smallest "round" number (1, 2 or 5 × 10ⁿ) at or above `n`, for the top of an axis. */
export function niceCeiling(n: number): number {
  if (n <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= n) return step * magnitude;
  return 10 * magnitude;
}

const cssValue = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
/** Canvas text is drawn in CSS pixels, so it keeps this size on a phone instead of shrinking with the chart. */
const AXIS_FONT = '12px system-ui, sans-serif';
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

function chartOptions(width: number, rows: Record<string, number | string>[], labelKey: string, series: Series[]): uPlot.Options {
  const muted = cssValue('--muted');
  const grid = cssValue('--line');
  const axis = { stroke: muted, font: AXIS_FONT, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  // Drawn from the tallest stack down, so each later series covers the lower part of the one before.
  const drawn = [...series].reverse();
  return {
    width,
    height: Math.round(Math.min(280, Math.max(200, width * 0.42))),
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    legend: { live: true },
    plugins: [tooltip(rows, labelKey, series)],
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, niceCeiling(max)] } },
    axes: [
      { ...axis, space: 70 },
      { ...axis, size: 48, space: 32, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000, 1_000_000], values: (_u, splits) => splits.map(formatNumber) },
    ],
    series: [
      { label: 'Date', value: '{YYYY}-{MM}-{DD}' },
      ...drawn.map((s) => ({
        label: s.label,
        fill: cssValue(s.colour),
        stroke: cssValue(s.colour),
        width: 0,
        points: { show: false },
        paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
        // The legend shows the day's own count of this decision, not the running total drawn.
        value: (_u: uPlot, _v: number | null, _s: number, index: number | null) =>
          index === null ? '—' : formatNumber(Number(rows[index][s.key])),
      })),
    ],
  };
}

/**
 * A box beside the pointer with the hovered day and its count per series, read from the rows
 * (not the running totals drawn). Hidden by the screen reader: the table below has the numbers.
 */
function tooltip(rows: Record<string, number | string>[], labelKey: string, series: Series[]): uPlot.Plugin {
  const box = h('div', { class: 'chart-tip', 'aria-hidden': 'true', hidden: true });
  return {
    hooks: {
      init: (u) => void u.over.append(box),
      setCursor: (u) => {
        const index = u.cursor.idx;
        if (index === null || index === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
          box.hidden = true;
          return;
        }
        const row = rows[index];
        box.replaceChildren(
          h('strong', {}, String(row[labelKey])),
          ...series.map((s) => h('div', {}, `${s.label}: ${formatNumber(Number(row[s.key]))}`)),
        );
        box.hidden = false;
        // Kept inside the plot: to the left of the pointer on the right half.
        const left = u.cursor.left > u.over.clientWidth / 2 ? u.cursor.left - box.offsetWidth - 12 : u.cursor.left + 12;
        box.style.transform = `translate(${Math.max(0, left)}px, ${Math.max(0, (u.cursor.top ?? 0) - box.offsetHeight / 2)}px)`;
      },
    },
  };
}

/**
 * Columns per day, stacked by series, drawn with uPlot: gridlines, ticks spaced for the width
 * the chart has, and the hovered day's numbers in a tooltip and the legend. The chart follows its container's
 * width; the same numbers follow as a table.
 */
export function stackedBars(title: string, rows: Record<string, number | string>[], labelKey: string, series: Series[]): HTMLElement {
  const running = series.map((_, k) => rows.map((r) => series.slice(0, k + 1).reduce((sum, s) => sum + Number(r[s.key]), 0)));
  const data: uPlot.AlignedData = [rows.map((r) => utcDay(String(r[labelKey]))), ...running.reverse()];
  const holder = h('div', { class: 'chart', role: 'img', 'aria-label': `${title}; the table below has the numbers` });
  let plot: uPlot | null = null;
  // Built once the holder has a width, and resized with it.
  new ResizeObserver(([entry]) => {
    const width = Math.floor(entry.contentRect.width);
    if (width === 0) return;
    if (plot) plot.setSize({ width, height: chartOptions(width, rows, labelKey, series).height });
    else plot = new uPlot(chartOptions(width, rows, labelKey, series), data, holder);
  }).observe(holder);
  return h(
    'figure',
    { class: 'chart-figure' },
    h('figcaption', {}, title),
    holder,
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
      : emptyState('No detections in this period.', { label: 'Run a check in Policies', href: '#policies' }),
  );
}
