import type { Vault } from '@preflight/core';
import type { Principal } from '../auth/principal.js';
import { startCheck } from '../domain/checks.js';
import type { DomainDeps } from '../domain/context.js';
import { ApiError } from '../http/errors.js';
import { type JsonObject, type OperationPath, textSlots } from './text-slots.js';

/** The slots are checked as one document, so a value keeps one placeholder across the whole conversation. */
const SEPARATOR = '\u001e';

/** `recorded`: the check's audit row committed (see startCheck); the answer must wait for it. */
export type GuardOutcome = { preflightId: string; recorded: Promise<void> } & (
  | { kind: 'blocked'; summary: string }
  | { kind: 'forward'; body: JsonObject; vault: Vault }
);

/**
 * Checks every text of a model call against the caller's policy, as one check audited like any
 * other (input type `chat`): blocked, or the body with its texts masked in place and the vault
 * that restores the answer. The vault lives only for this request. The audit row commits in the
 * background unless the license's monthly allowance may refuse the call.
 */
export async function guardModelCall(
  deps: DomainDeps,
  principal: Principal,
  path: OperationPath,
  body: JsonObject,
): Promise<GuardOutcome> {
  const slots = textSlots(path, body);
  const texts = slots.map((slot) => slot.read());
  if (texts.some((text) => text.includes(SEPARATOR))) {
    throw new ApiError('VALIDATION_FAILED', 'A message contains the character U+001E, which the gateway reserves');
  }
  const { record, result, recorded, countLimited } = await startCheck(deps, {
    principal,
    destination: 'AI_TOOL',
    content: { kind: 'chat', text: texts.join(SEPARATOR) },
    sourceType: 'API',
  });
  // A call the monthly allowance may still refuse is counted before it goes anywhere.
  if (countLimited) await recorded;
  const { preflightId } = record;
  if (result.decision === 'BLOCKED') return { kind: 'blocked', summary: result.summary, preflightId, recorded };
  if (result.decision === 'ALLOWED_WITH_MASKING') {
    const masked = (result.maskedContent ?? '').split(SEPARATOR);
    // A finding never spans two texts (the separator ends every token), so the pieces line up.
    if (masked.length !== slots.length) throw new ApiError('INTERNAL', 'Masked messages do not line up with the request');
    slots.forEach((slot, i) => slot.write(masked[i] as string));
  }
  return { kind: 'forward', body, vault: result.vault, preflightId, recorded };
}
