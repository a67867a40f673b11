import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Two things make core's RE2 engine (re2-wasm, for user-supplied patterns) load in a browser:
 * - it is an Emscripten module that reaches for `fs` and `path` only under Node, so both become
 *   empty modules and the bundle holds no Node built-in;
 * - it compiles its wasm synchronously, which a page's main thread can only do from bytes in
 *   hand, so the bytes are inlined and handed over as Emscripten's `Module.wasmBinary`;
 * - it sets `module.exports` only under Node, so the browser build sets it as well.
 */
export const browserCompat: Plugin = {
  name: 'preflight-browser-compat',
  setup(build) {
    build.onResolve({ filter: /^(node:)?(fs|path)$/ }, (args) => ({ path: args.path, namespace: 'empty-node-builtin' }));
    build.onLoad({ filter: /.*/, namespace: 'empty-node-builtin' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    build.onLoad({ filter: /re2-wasm[\\/]build[\\/]wasm[\\/]re2\.js$/ }, async (args) => ({
      // Emscripten's own `var Module = typeof Module !== 'undefined' ? Module : {}` picks the bytes
      // up; it exports Module only under Node, so the browser build exports it too.
      contents: `var Module = { wasmBinary: require('./re2.wasm') };\n${await readFile(args.path, 'utf8')}\nmodule.exports = Module;\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    build.onLoad({ filter: /\.wasm$/ }, async (args) => ({ contents: await readFile(args.path), loader: 'binary' }));
  },
};
