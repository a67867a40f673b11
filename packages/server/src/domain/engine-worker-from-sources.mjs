// The pool's worker when the server runs from its TypeScript sources (tests, development):
// TypeScript hooks registered in this thread itself, then the real worker module.
import { register } from 'tsx/esm/api';

register();
export default (await import('./engine-worker.ts')).default;
