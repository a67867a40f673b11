#!/usr/bin/env node
// The `preflight` bin is this committed file rather than the build output, so package managers
// can link it before the first build; it runs the built CLI.
import '../dist/cli.js';
