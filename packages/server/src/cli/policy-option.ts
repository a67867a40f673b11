import { readFile } from 'node:fs/promises';
import { DESTINATIONS, type Destination, defaultPolicy, parsePolicy, type Policy, PolicyValidationError } from '@preflight/core';
import { UsageError } from './usage-error.js';

/** `--policy file.json`: a policy document as the API takes it; without one, core's default policy. */
export async function loadPolicy(path: string | undefined): Promise<Policy> {
  if (path === undefined) return defaultPolicy();
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`--policy ${path}: ${(error as { code?: string }).code === 'ENOENT' ? 'no such file' : 'not valid JSON'}`);
  }
  try {
    return parsePolicy(json);
  } catch (error) {
    if (!(error instanceof PolicyValidationError)) throw error;
    const issues = error.issues.map((issue) => `  ${issue.path || '(policy)'}: ${issue.message}`).join('\n');
    throw new UsageError(`--policy ${path} is not a valid policy:\n${issues}`);
  }
}

export function parseDestination(value: string | undefined): Destination {
  const upper = (value ?? 'AI_TOOL').toUpperCase();
  if (!(DESTINATIONS as readonly string[]).includes(upper)) throw new UsageError(`--destination takes ${DESTINATIONS.join(', ')}`);
  return upper as Destination;
}
