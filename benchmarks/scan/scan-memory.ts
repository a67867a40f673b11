/**
 * One scan's memory beyond its input, in a process of its own: builds `MB` megabytes of prose
 * (one megabyte repeated), settles the heap, scans, and prints the peak resident memory the scan
 * added to what the process held before it, in MB. Run by `run.ts`; needs `--expose-gc`.
 */
import { createScanner } from '../../packages/core/src/index.js';
import { ordinaryText } from './corpus.js';
import { MB } from './measure.js';

const megabytes = Number(process.argv[2]);
const scanner = createScanner();
scanner.scan(ordinaryText(MB));
const text = ordinaryText(MB).repeat(megabytes);
text.charCodeAt(text.length - 1);
globalThis.gc?.();
const before = process.memoryUsage().rss;
scanner.scan(text);
const peak = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ megabytes, addedMb: Math.max(0, peak - before) / MB }));
