import type { Editor } from './editors.js';

export interface Notice {
  readonly tone: 'blocked' | 'masked';
  readonly title: string;
  readonly lines: readonly string[];
  readonly action?: { readonly label: string; readonly run: () => void };
}

const STYLE = `
:host { all: initial; display: block; margin: 6px 0; font: 14px/1.45 system-ui, sans-serif; }
.box { border-radius: 8px; padding: 10px 12px; border: 1px solid; color: #1f2328; }
.blocked { background: #fff1f0; border-color: #cf222e; }
.masked { background: #f0f6ff; border-color: #0969da; }
strong { display: block; margin-bottom: 2px; }
p { margin: 2px 0; }
.buttons { margin-top: 6px; display: flex; gap: 8px; }
button { font: inherit; padding: 2px 10px; border-radius: 6px; border: 1px solid #8c959f; background: #fff; cursor: pointer; }
button:focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
`;

const shown = new WeakMap<Editor, HTMLElement>();

/**
 * Shows the explanation right after the editor, in a shadow root so the page's styles neither
 * hide nor restyle it. Blocks are announced at once (role=alert); masking is a status message.
 */
export function showNotice(editor: Editor, notice: Notice): HTMLElement {
  clearNotice(editor);
  const host = document.createElement('preflight-notice');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const box = document.createElement('div');
  box.className = `box ${notice.tone}`;
  box.setAttribute('role', notice.tone === 'blocked' ? 'alert' : 'status');
  const title = document.createElement('strong');
  title.textContent = notice.title;
  box.append(title);
  for (const line of notice.lines) {
    const p = document.createElement('p');
    p.textContent = line;
    box.append(p);
  }
  const buttons = document.createElement('div');
  buttons.className = 'buttons';
  if (notice.action) {
    const { label, run } = notice.action;
    buttons.append(button(label, () => {
      run();
      clearNotice(editor);
    }));
  }
  buttons.append(button('Dismiss', () => clearNotice(editor)));
  box.append(buttons);
  root.append(style, box);
  anchorOf(editor).insertAdjacentElement('afterend', host);
  shown.set(editor, host);
  return host;
}

export function clearNotice(editor: Editor): void {
  shown.get(editor)?.remove();
  shown.delete(editor);
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return element;
}

/** Outside any editable ancestor, so the editor's framework never sees the notice as content. */
function anchorOf(editor: Editor): Element {
  let anchor: Element = editor;
  while (anchor.parentElement?.isContentEditable) anchor = anchor.parentElement;
  return anchor;
}
