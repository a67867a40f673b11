/**
 * `pnpm eval:benign [--kind code|docs|logs] [--top N] [--json file]`: scans the benign corpus
 * (real third-party code, docs and logs installed on this machine; see sources.ts) with the
 * checker `preflight scan` uses under core's default policy for an AI tool, and prints per kind
 * the MB scanned, findings per MB by type, BLOCK findings per MB, the share of non-blank lines
 * holding a BLOCK finding, and the top BLOCK findings with their context, the value masked.
 * Every finding here is taken as a false alarm: the corpus is ordinary text. `--json` writes the
 * figures and every finding (type, action, confidence, place, masked excerpt; never a value).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createChecker, defaultPolicy, LineIndex } from '@preflight/core';
import { type AssembledSource, assembleSource, type CorpusFile } from './corpus.js';
import { excerpt } from './excerpt.js';
import { type Kind, KINDS, SOURCES } from './sources.js';

const MB = 1_000_000;

interface Finding {
  readonly kind: Kind;
  readonly type: string;
  readonly action: string;
  readonly confidence: number;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly excerpt: string;
}

interface KindFigures {
  bytes: number;
  files: number;
  lines: number;
  blockLines: number;
  findings: Record<string, number>;
  blocks: Record<string, number>;
}

const { values } = parseArgs({
  options: { kind: { type: 'string', multiple: true }, json: { type: 'string' }, top: { type: 'string' } },
});
const kinds = (values.kind ?? KINDS) as Kind[];
for (const kind of kinds) if (!KINDS.includes(kind)) throw new Error(`--kind takes ${KINDS.join(', ')}`);
const top = Number(values.top ?? 30);
if (!Number.isInteger(top) || top < 0) throw new Error('--top takes a whole number');

const checker = createChecker({ policy: defaultPolicy() });
const seen = new Set<string>();
const assembled: AssembledSource[] = SOURCES.filter((source) => kinds.includes(source.kind)).map((source) => assembleSource(source, seen));
const figures = new Map<Kind, KindFigures>(kinds.map((kind) => [kind, { bytes: 0, files: 0, lines: 0, blockLines: 0, findings: {}, blocks: {} }]));
const findings: Finding[] = [];
const started = performance.now();

function scanFile(file: CorpusFile): void {
  const f = figures.get(file.kind)!;
  f.bytes += Buffer.byteLength(file.text, 'utf8');
  f.files += 1;
  f.lines += file.text.split('\n').filter((line) => line.trim() !== '').length;
  const result = checker.check(file.text, { destination: 'AI_TOOL' });
  const lines = new LineIndex(file.text);
  const blockLines = new Set<number>();
  for (const finding of result.findings) {
    f.findings[finding.type] = (f.findings[finding.type] ?? 0) + 1;
    const first = lines.lineOf(finding.start);
    if (finding.action === 'BLOCK') {
      f.blocks[finding.type] = (f.blocks[finding.type] ?? 0) + 1;
      const last = lines.lineOf(Math.max(finding.start, finding.end - 1));
      for (let line = first; line <= last; line++) blockLines.add(line);
    }
    findings.push({
      kind: file.kind,
      type: finding.type,
      action: finding.action,
      confidence: finding.confidence,
      file: file.name,
      line: first + 1,
      column: finding.start - lines.startOf(first) + 1,
      excerpt: excerpt(file.text, lines, finding.start, finding.end, finding.type),
    });
  }
  f.blockLines += blockLines.size;
}

for (const source of assembled) for (const file of source.files) scanFile(file);
const seconds = (performance.now() - started) / 1000;

const perMb = (count: number, bytes: number) => (bytes === 0 ? 0 : count / (bytes / MB));
const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const byCount = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * Up to `limit` findings, taking each type in turn (most frequent type first) so one noisy type
 * cannot hide the others; within a type, highest confidence first, then by file and line.
 */
function topFindings(all: readonly Finding[], limit: number): Finding[] {
  const byType = new Map<string, Finding[]>();
  for (const finding of all) byType.set(finding.type, [...(byType.get(finding.type) ?? []), finding]);
  const queues = [...byType.values()]
    .sort((a, b) => b.length - a.length || (a[0].type < b[0].type ? -1 : 1))
    .map((list) => list.sort((a, b) => b.confidence - a.confidence || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line)));
  const picked: Finding[] = [];
  for (let round = 0; picked.length < limit && queues.some((queue) => round < queue.length); round++) {
    for (const queue of queues) if (round < queue.length && picked.length < limit) picked.push(queue[round]);
  }
  return picked;
}

const out: string[] = [];
const missing = assembled.filter((source) => source.root === null);
const totalBytes = assembled.reduce((a, s) => a + s.bytes, 0);
out.push(`benign corpus: ${assembled.length - missing.length} of ${assembled.length} sources, ${fmt(totalBytes / MB, 1)} MB, scanned in ${fmt(seconds, 1)} s under the default policy (destination AI_TOOL)`);
for (const source of missing) out.push(`  notice: ${source.source.name} (${source.source.kind}) is not installed here; skipped`);
for (const kind of kinds) {
  const f = figures.get(kind)!;
  const sources = assembled.filter((s) => s.source.kind === kind && s.root !== null);
  out.push('', `== ${kind}: ${fmt(f.bytes / MB, 1)} MB, ${f.files.toLocaleString('en-US')} files, ${f.lines.toLocaleString('en-US')} non-blank lines`);
  out.push(`   sources: ${sources.map((s) => `${s.source.name}${s.version ? `@${s.version}` : ''} ${fmt(s.bytes / MB, 1)} MB`).join(', ')}`);
  const blocks = sum(f.blocks);
  out.push(`   findings: ${sum(f.findings).toLocaleString('en-US')} (${fmt(perMb(sum(f.findings), f.bytes))} per MB); BLOCK: ${blocks.toLocaleString('en-US')} (${fmt(perMb(blocks, f.bytes))} per MB)`);
  out.push(`   lines holding a BLOCK finding: ${f.blockLines.toLocaleString('en-US')} of ${f.lines.toLocaleString('en-US')} = ${fmt(f.lines === 0 ? 0 : (100 * f.blockLines) / f.lines, 3)}%`);
  out.push('   per MB by type (all findings / BLOCK):');
  for (const [type, count] of byCount(f.findings)) out.push(`     ${type.padEnd(24)} ${fmt(perMb(count, f.bytes)).padStart(8)} / ${fmt(perMb(f.blocks[type] ?? 0, f.bytes)).padStart(8)}   (${count} / ${f.blocks[type] ?? 0})`);
  const listed = topFindings(findings.filter((finding) => finding.kind === kind && finding.action === 'BLOCK'), top);
  if (listed.length > 0) out.push(`   top BLOCK findings (${listed.length} of ${blocks}; every type in turn, most frequent first, each by confidence):`);
  for (const finding of listed) out.push(`     ${finding.type.padEnd(22)} ${finding.file}:${finding.line}  ${finding.excerpt}`);
}
const all = [...figures.values()];
const allBytes = all.reduce((a, f) => a + f.bytes, 0);
const allLines = all.reduce((a, f) => a + f.lines, 0);
const allBlocks = all.reduce((a, f) => a + sum(f.blocks), 0);
const allBlockLines = all.reduce((a, f) => a + f.blockLines, 0);
out.push(
  '',
  `== all kinds: ${fmt(allBytes / MB, 1)} MB; BLOCK ${allBlocks.toLocaleString('en-US')} (${fmt(perMb(allBlocks, allBytes))} per MB); ` +
    `lines holding a BLOCK finding ${allBlockLines.toLocaleString('en-US')} of ${allLines.toLocaleString('en-US')} = ${fmt(allLines === 0 ? 0 : (100 * allBlockLines) / allLines, 3)}%`,
);
process.stdout.write(`${out.join('\n')}\n`);

if (values.json) {
  const document = {
    policy: 'default',
    destination: 'AI_TOOL',
    sources: assembled.map((s) => ({ name: s.source.name, kind: s.source.kind, version: s.version, present: s.root !== null, files: s.files.length, bytes: s.bytes, capBytes: s.source.capBytes })),
    kinds: Object.fromEntries(
      kinds.map((kind) => {
        const f = figures.get(kind)!;
        return [kind, { ...f, mb: f.bytes / MB, blockPerMb: perMb(sum(f.blocks), f.bytes), blockLineRate: f.lines === 0 ? 0 : f.blockLines / f.lines }];
      }),
    ),
    findings,
  };
  writeFileSync(values.json, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`wrote ${values.json}\n`);
}
