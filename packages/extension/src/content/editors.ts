/** A prompt editor: a textarea or the root of a contenteditable (ProseMirror, Lexical, Quill). */
export type Editor = HTMLTextAreaElement | HTMLElement;

/** The editor holding `node`, if any: for contenteditable, its outermost editable ancestor. */
export function editorOf(node: EventTarget | null): Editor | null {
  if (!(node instanceof Element)) return null;
  const textarea = node.closest('textarea');
  if (textarea) return textarea;
  let editable = node instanceof HTMLElement && node.isContentEditable ? node : null;
  if (editable === null) return null;
  while (editable.parentElement?.isContentEditable) editable = editable.parentElement;
  return editable;
}

export function readText(editor: Editor): string {
  return editor instanceof HTMLTextAreaElement ? editor.value : editor.innerText.replace(/\n$/, '');
}

/**
 * Replaces the editor's text the way typing would: `insertText` fires the input events that
 * frameworks (React's controlled textareas, ProseMirror's DOM observer) build their state from,
 * so the page's own send handler reads the new text.
 */
export function replaceText(editor: Editor, text: string): void {
  editor.focus();
  if (editor instanceof HTMLTextAreaElement) {
    editor.select();
  } else {
    const range = document.createRange();
    range.selectNodeContents(editor);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  if (document.execCommand('insertText', false, text)) return;
  // insertText refused (the editor is not focusable): set the value and announce it.
  if (editor instanceof HTMLTextAreaElement) {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(editor, text);
  } else {
    editor.textContent = text;
  }
  editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
}

/** Inserts `text` at the caret, as a paste would have. */
export function insertAtCaret(editor: Editor, text: string): void {
  editor.focus();
  if (document.execCommand('insertText', false, text)) return;
  if (editor instanceof HTMLTextAreaElement) {
    editor.setRangeText(text, editor.selectionStart, editor.selectionEnd, 'end');
    editor.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
  }
}

const SEND_BUTTON = [
  'button[type="submit"]',
  'button[data-testid*="send" i]',
  'button[aria-label*="send" i]',
  'button[aria-label*="submit" i]',
  '[role="button"][aria-label*="send" i]',
].join(',');

/** The send button a click landed on, if it is one. */
export function sendButtonOf(node: EventTarget | null): Element | null {
  return node instanceof Element ? node.closest(SEND_BUTTON) : null;
}

/** The prompt editor a send button sends: the one in its form, else the last one used, else the only one. */
export function editorForButton(button: Element, lastUsed: Editor | null): Editor | null {
  const form = button.closest('form');
  const inForm = form?.querySelector<HTMLElement>('textarea, [contenteditable="true"], [contenteditable=""]');
  if (inForm) return editorOf(inForm);
  if (lastUsed?.isConnected) return lastUsed;
  const all = document.querySelectorAll<HTMLElement>('textarea, [contenteditable="true"], [contenteditable=""]');
  return all.length === 1 ? editorOf(all[0]) : null;
}
