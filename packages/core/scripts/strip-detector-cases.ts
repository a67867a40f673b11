import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const CASE_LISTS = new Set(['truePositives', 'falsePositives']);

/**
 * A detector record carries its true- and false-positive cases beside it, for core's
 * conformance tests; no check reads them. In a build they are a sixth of the code, parsed and
 * built at every start (every page load, in the browser extension), so core's build and the
 * extension's empty each list (`[]`), keeping the record's shape. The lists are found in the
 * syntax tree, not by text.
 */
export function withoutDetectorCases(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lists: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && CASE_LISTS.has(node.name.text)) {
      lists.push(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const list of lists.reverse()) out = `${out.slice(0, list.getStart(file))}[]${out.slice(list.getEnd())}`;
  return out;
}

/** The esbuild plugin that applies it to core's detector modules, for a build that bundles them. */
export const detectorCasesLeftOut = {
  name: 'detector-cases-left-out',
  setup(build: { onLoad(options: { filter: RegExp }, load: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' }>): void }) {
    build.onLoad({ filter: /[\\/]core[\\/]src[\\/]detectors[\\/].+\.ts$/ }, async ({ path }) => ({
      contents: withoutDetectorCases(await readFile(path, 'utf8'), path),
      loader: 'ts',
    }));
  },
};
