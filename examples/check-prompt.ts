// Checks a prompt in-process before it goes to an AI tool: no server, no network.
// Run: npx tsx examples/check-prompt.ts
import { pathToFileURL } from 'node:url';
import { checkText, type CheckResult } from '@preflight/core';

/** Every value below is fake, on reserved example domains. */
export const EXAMPLE_PROMPT = [
  'Write a friendly follow-up to ann.fake@example.com about invoice 1043,',
  'and copy her manager bob.fake@example.org. Mention that ann.fake@example.com',
  'asked for the revised numbers last week.',
].join('\n');

export function checkPrompt(prompt: string): CheckResult {
  return checkText(prompt, { destination: 'AI_TOOL' });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = checkPrompt(EXAMPLE_PROMPT);
  console.log(`Decision: ${result.decision}`);
  console.log(`Summary:  ${result.summary}`);
  console.log(`Policy:   ${result.policy_version}`);
  for (const { type, count, sample } of result.detected) console.log(`  ${type} x${count}  e.g. ${sample ?? '(hidden)'}`);
  console.log(`\nWhat the AI tool would receive:\n${result.masked_content}`);
}
