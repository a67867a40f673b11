import type { Destination, Preflight } from '@preflight/client';

export interface GuardedForm {
  readonly form: HTMLFormElement;
  readonly textarea: HTMLTextAreaElement;
  readonly status: HTMLElement;
  readonly destination: Destination;
  /** Sends the checked (and possibly masked) text on, e.g. to an AI tool's API. */
  readonly send: (text: string) => void;
}

/**
 * What a browser extension does in front of an AI tool's text box: check the text locally on
 * submit, refuse it when the policy blocks, replace it with the masked text when it masks.
 * The status line shows the summary only, never the detected values.
 */
export function guardForm(preflight: Preflight, { form, textarea, status, destination, send }: GuardedForm): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const result = preflight.check(textarea.value, { destination });
    status.dataset.decision = result.decision;
    status.textContent = result.summary;
    if (result.decision === 'BLOCKED') return;
    textarea.value = result.masked_content;
    send(result.masked_content);
  });
}
