import { scriptStarted, startupRead } from './started.js';
import type { Checker, CheckResult, Policy } from '@preflight/core';
// The checker without the policy parser: the worker parsed and verified this policy, and the
// schema library behind the parser is a third of core's size in a bundle.
import { checkerFor } from '../../../core/src/check/policy-checker.js';
import { isGuardedHost } from '../sites.js';
import { type Channel, type DecisionReport, type ExtensionMessage, type Grant, type PageSettings, STORE } from '../shared.js';
import { type Editor, editorForButton, editorOf, insertAtCaret, readText, replaceText, sendButtonOf } from './editors.js';
import { fileKind, isCheckableText } from './files.js';
import { clearNotice, showNotice } from './notice.js';

interface State {
  checker: Checker | null;
  grant: Grant | null;
  settings: PageSettings | null;
  failure: string | null;
}

const state: State = { checker: null, grant: null, settings: null, failure: null };
const encoder = new TextEncoder();
let lastEditor: Editor | null = null;
/** Events this script re-dispatches after an asynchronous file check; they pass unchecked. */
const released = new WeakSet<Event>();
/** Text the user restored with Undo after masking: sent as it is, once. */
let undoneText: string | null = null;

function send(message: ExtensionMessage): void {
  // The worker may be restarting; a lost report costs one audit event, never the page.
  chrome.runtime.sendMessage(message).catch(() => undefined);
}

/**
 * Custom detectors and allow-list patterns need the RE2 engine; its code (re2js) is evaluated
 * only for a policy that has them, not on every page load.
 */
function patternEngineFor(policy: Policy): Promise<unknown> | null {
  const hasPatterns = policy.customDetectors.length > 0 || (policy.allowList.patterns?.length ?? 0) > 0;
  return hasPatterns ? import('../pattern-engine.js') : null;
}

/**
 * Compiles the policy when its version changes, not when the worker renews the token (every few
 * minutes) or the settings change; the last checker serves until the next one is compiled. A
 * policy that cannot compile here (a masking style that needs a key) leaves no checker, and in
 * enforce mode every send is then stopped with an explanation.
 */
async function apply(grant: Grant | null, settings: PageSettings | null): Promise<void> {
  const recompile = grant?.policyVersion !== state.grant?.policyVersion;
  state.grant = grant;
  state.settings = settings;
  if (!recompile) return;
  const engine = grant === null ? null : patternEngineFor(grant.policy);
  if (engine !== null) await engine;
  // A newer policy may have arrived while the engine loaded; it compiles in its own turn.
  if (state.grant !== grant) return;
  state.failure = null;
  try {
    state.checker = grant ? checkerFor(grant.policy) : null;
  } catch (error) {
    state.checker = null;
    state.failure = (error as Error).message;
  }
}

const guarded = () => state.settings !== null && isGuardedHost(location.hostname, state.settings.sites);
const enforcing = () => state.settings?.enforcementMode !== 'monitor';

type Outcome =
  | { readonly kind: 'pass' }
  | { readonly kind: 'block'; readonly lines: readonly string[] }
  | { readonly kind: 'mask'; readonly text: string; readonly summary: string };

/** Checks text about to leave and reports the decision's metadata. */
function checkText(text: string, channel: Channel, inputType: 'text' | 'file'): Outcome {
  if (!guarded() || text.trim() === '') return { kind: 'pass' };
  const { checker, grant } = state;
  if (checker === null || grant === null) {
    return state.failure !== null && enforcing()
      ? { kind: 'block', lines: ['Preflight cannot apply your organization\'s policy in this browser.', 'Ask your administrator to check the extension\'s configuration.'] }
      : { kind: 'pass' };
  }
  if (Date.now() >= grant.tokenExpiresAt) {
    return enforcing()
      ? { kind: 'block', lines: ['Preflight\'s copy of your organization\'s policy has expired and could not be renewed.', 'Check your connection, then send again.'] }
      : { kind: 'pass' };
  }
  const started = performance.now();
  const result = checker.check(text, { destination: 'AI_TOOL' });
  const checkMs = performance.now() - started;
  report(result, channel, inputType, encoder.encode(text).byteLength, checkMs);
  if (!enforcing()) return { kind: 'pass' };
  if (result.decision === 'BLOCKED') return { kind: 'block', lines: blockLines(result) };
  if (result.decision === 'ALLOWED_WITH_MASKING') return { kind: 'mask', text: result.masked_content, summary: result.summary };
  return { kind: 'pass' };
}

function report(result: CheckResult, channel: Channel, inputType: 'text' | 'file', inputSizeBytes: number, checkMs: number): void {
  const message: DecisionReport = {
    kind: 'decision',
    decision: result.decision,
    summary: result.summary,
    policyVersion: result.policy_version,
    // Types and counts only: `sample` holds part of a value and stays in the page.
    detected: result.detected.map(({ type, count }) => ({ type, count })),
    inputType,
    inputSizeBytes,
    site: location.hostname,
    channel,
    checkMs,
  };
  send(message);
}

/** Which types, why, what to do: from the summary's counts and labels, never the values. */
function blockLines(result: CheckResult): string[] {
  return [
    result.summary,
    'Your organization\'s policy does not allow this to be sent to AI tools.',
    'Remove it or replace it with a made-up value, then send again. If this is a mistake, report it from the Preflight button in the toolbar.',
  ];
}

const NOUN: Record<Channel, string> = { submit: 'message', paste: 'paste', file: 'file' };

function showBlocked(editor: Editor | null, channel: Channel, lines: readonly string[]): void {
  const target = editor ?? lastEditor ?? editorOf(document.querySelector('textarea, [contenteditable="true"], [contenteditable=""]'));
  if (target) showNotice(target, { tone: 'blocked', title: `Preflight stopped this ${NOUN[channel]}`, lines });
}

/** `restore` offers Undo; a masked file has already left in its masked form, so it has none. */
function showMasked(editor: Editor, summary: string, restore?: () => void): void {
  showNotice(editor, {
    tone: 'masked',
    title: 'Preflight masked sensitive data',
    lines: [summary, 'Placeholders such as [EMAIL_1] stand in for the values.'],
    ...(restore ? { action: { label: 'Undo', run: restore } } : {}),
  });
}

/** Checks the editor's whole text before it is sent; returns false when the send must stop. */
function guardSend(editor: Editor): boolean {
  const original = readText(editor);
  if (undoneText !== null && original === undoneText) {
    undoneText = null;
    return true;
  }
  const outcome = checkText(original, 'submit', 'text');
  if (outcome.kind === 'block') {
    showBlocked(editor, 'submit', outcome.lines);
    return false;
  }
  if (outcome.kind === 'mask') {
    replaceText(editor, outcome.text);
    showMasked(editor, outcome.summary, () => {
      undoneText = original;
      replaceText(editor, original);
    });
    return true;
  }
  clearNotice(editor);
  return true;
}

function stop(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

function onKeydown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
  const editor = editorOf(event.target);
  if (editor === null) return;
  lastEditor = editor;
  if (!guardSend(editor)) stop(event);
}

function onClick(event: MouseEvent): void {
  const button = sendButtonOf(event.target);
  if (button === null) return;
  const editor = editorForButton(button, lastEditor);
  if (editor !== null && !guardSend(editor)) stop(event);
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  const editor = editorOf(form.querySelector('textarea, [contenteditable="true"], [contenteditable=""]'));
  if (editor !== null && !guardSend(editor)) stop(event);
}

function onPaste(event: ClipboardEvent): void {
  if (released.has(event)) return;
  const editor = editorOf(event.target);
  if (editor === null) return;
  lastEditor = editor;
  const files = [...(event.clipboardData?.files ?? [])];
  if (files.length > 0) {
    guardFiles(event, files, editor);
    return;
  }
  const text = event.clipboardData?.getData('text/plain') ?? '';
  const outcome = checkText(text, 'paste', 'text');
  if (outcome.kind === 'pass') return;
  stop(event);
  if (outcome.kind === 'block') {
    showBlocked(editor, 'paste', outcome.lines);
    return;
  }
  const before = readText(editor);
  insertAtCaret(editor, outcome.text);
  showMasked(editor, outcome.summary, () => {
    undoneText = before + text;
    replaceText(editor, before + text);
  });
}

function onDrop(event: DragEvent): void {
  if (released.has(event)) return;
  const files = [...(event.dataTransfer?.files ?? [])];
  if (files.length === 0) return;
  guardFiles(event, files, editorOf(event.target));
}

function onFileInput(event: Event): void {
  const input = event.target;
  if (released.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
  guardFiles(event, [...input.files], null);
}

/**
 * Files are read asynchronously, so the event is held back, the files checked, and then the
 * event is either dropped (blocked) or dispatched again with the masked files in place.
 */
function guardFiles(event: Event, files: File[], editor: Editor | null): void {
  // Unconfigured, nothing is checked, so the page gets the original event untouched.
  if (!guarded() || (state.checker === null && state.failure === null)) return;
  stop(event);
  void checkFiles(files).then((checked) => {
    if (checked.kind === 'block') {
      if (event.target instanceof HTMLInputElement) event.target.value = '';
      showBlocked(editor, 'file', checked.lines);
      return;
    }
    release(event, checked.files);
    if (checked.masked && editor) showMasked(editor, checked.summary);
  });
}

type FileOutcome =
  | { readonly kind: 'block'; readonly lines: readonly string[] }
  | { readonly kind: 'pass'; readonly files: File[]; readonly masked: boolean; readonly summary: string };

async function checkFiles(files: File[]): Promise<FileOutcome> {
  const out: File[] = [];
  let masked = false;
  let summary = '';
  for (const file of files) {
    if (!isCheckableText(file)) {
      if (state.settings?.unsupportedFiles === 'block' && enforcing()) {
        return {
          kind: 'block',
          lines: [
            `Preflight can't check this file type (${fileKind(file)}), and your organization's policy does not allow files it cannot check.`,
            'Paste the text you need instead, or ask your administrator.',
          ],
        };
      }
      out.push(file);
      continue;
    }
    const outcome = checkText(await file.text(), 'file', 'file');
    if (outcome.kind === 'block') return outcome;
    if (outcome.kind === 'mask') {
      masked = true;
      summary = outcome.summary;
      out.push(new File([outcome.text], file.name, { type: file.type, lastModified: file.lastModified }));
    } else {
      out.push(file);
    }
  }
  return { kind: 'pass', files: out, masked, summary };
}

/** Hands the page the (possibly masked) files through a new event of the same kind. */
function release(original: Event, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  let again: Event;
  if (original instanceof DragEvent) {
    again = new DragEvent('drop', { bubbles: true, cancelable: true, composed: true, dataTransfer: transfer, clientX: original.clientX, clientY: original.clientY });
  } else if (original instanceof ClipboardEvent) {
    again = new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: transfer });
  } else {
    (original.target as HTMLInputElement).files = transfer.files;
    again = new Event(original.type, { bubbles: true });
  }
  released.add(again);
  original.target?.dispatchEvent(again);
}

// Capture on window runs before any listener the page adds, so a blocked send never reaches it.
window.addEventListener('keydown', onKeydown, true);
window.addEventListener('click', onClick, true);
window.addEventListener('submit', onSubmit, true);
window.addEventListener('paste', onPaste, true);
window.addEventListener('drop', onDrop, true);
window.addEventListener('change', onFileInput, true);
window.addEventListener('input', (event) => {
  const editor = editorOf(event.target);
  if (editor) lastEditor = editor;
}, true);

/** What changed before the startup read answered: newer than what the read brings. */
const changedFirst = { grant: false, settings: false };
chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || !(STORE.grant in changes || STORE.pageSettings in changes)) return;
  changedFirst.grant ||= STORE.grant in changes;
  changedFirst.settings ||= STORE.pageSettings in changes;
  const grant = STORE.grant in changes ? ((changes[STORE.grant].newValue as Grant | undefined) ?? null) : state.grant;
  const settings = STORE.pageSettings in changes ? ((changes[STORE.pageSettings].newValue as PageSettings | undefined) ?? null) : state.settings;
  void apply(grant, settings);
});

const listening = performance.now();

void startupRead.then(async ({ grant, settings, at }) => {
  const compiling = performance.now();
  await apply(changedFirst.grant ? state.grant : grant, changedFirst.settings ? state.settings : settings);
  const ready = performance.now();
  if (!guarded()) return;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  send({
    kind: 'content-script-loaded',
    site: location.hostname,
    startedMs: scriptStarted - (navigation?.responseStart ?? 0),
    listeningMs: listening - scriptStarted,
    storageMs: at - scriptStarted,
    compileMs: ready - compiling,
    readyMs: ready - scriptStarted,
  });
});
