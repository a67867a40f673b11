import { startFakeUpstream } from '../../test-support/fake-model-provider.js';

/** The fake model provider in a process of its own, so the load generator does not share its event loop. */
const provider = await startFakeUpstream();
process.stdout.write(`listening on ${provider.url}\n`);
process.once('SIGTERM', () => void provider.close().then(() => process.exit(0)));
