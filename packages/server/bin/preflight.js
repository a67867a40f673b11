#!/usr/bin/env node
// The `preflight` bin is this committed file rather than the build output, so package managers
// can link it before the first build; it runs the built CLI.
import module from 'node:module';

// V8's compile cache (Node 22.1 and later; NODE_DISABLE_COMPILE_CACHE=1 turns it off): a run after
// the first skips compiling the CLI's and core's code again.
module.enableCompileCache?.();
await import('../dist/cli.js');
