/** What the last stage hands the scanner: overlaps settled, and the allow-list applied. */
export { applyAllowList, compileAllowList } from './allow-list.js';
export { resolveOverlaps } from './resolve.js';
export { raiseColumnsOfOneKind } from './same-column.js';
