// SDK mode in Node: validate the license once, then check prompts locally (no round trip per
// check) while decisions are reported to the server's audit log in the background.
// Run against a server you started with `pnpm start`, with an organization's license key:
//   PREFLIGHT_URL=http://127.0.0.1:8080 PREFLIGHT_LICENSE_KEY=pfl_... npx tsx examples/sdk-node.ts
import { pathToFileURL } from 'node:url';
import { Preflight } from '@preflight/client';

/** Every value below is fake, on reserved example domains or AWS's documented example key. */
export const EXAMPLE_PROMPTS = [
  'Draft a release note for version 2.4 of the billing service.',
  'Reply to carol.fake@example.com that her refund was approved.',
  'Why does this fail? aws_access_key_id=AKIAQ3FAKEKEY7EXMPL2',
];

export async function runSdkExample(options: { baseUrl: string; licenseKey: string; log: (line: string) => void }): Promise<void> {
  const preflight = await Preflight.connect({ baseUrl: options.baseUrl, licenseKey: options.licenseKey, actorId: 'sdk-example' });
  options.log(`Connected to ${preflight.orgId}; policy ${preflight.policyVersion}, valid offline until ${preflight.tokenExpiresAt.toISOString()}`);
  try {
    for (const prompt of EXAMPLE_PROMPTS) {
      const result = preflight.check(prompt, { destination: 'AI_TOOL' });
      const outgoing = result.decision === 'BLOCKED' ? '(not sent)' : result.masked_content;
      options.log(`${result.decision.padEnd(20)} ${outgoing}`);
    }
  } finally {
    const audit = await preflight.close();
    options.log(`Audit events sent: ${audit.sent}, still queued: ${audit.queued}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.PREFLIGHT_URL ?? 'http://127.0.0.1:8080';
  const licenseKey = process.env.PREFLIGHT_LICENSE_KEY;
  if (!licenseKey) throw new Error('Set PREFLIGHT_LICENSE_KEY to an organization license key (pfl_…)');
  await runSdkExample({ baseUrl, licenseKey, log: (line) => console.log(line) });
}
