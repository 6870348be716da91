/**
 * What a visitor typed, chose or ticked in an island before and while its code hydrated it, put back if
 * hydration or the renders right after it lost any of it (issue 30, decision 011). React keeps an
 * uncontrolled field's value when it hydrates, but a controlled field is set back to its state at the
 * first render after, and a part that renders differently in the browser (or a hydration mismatch, which
 * React answers by drawing the island anew) replaces the fields themselves. Every island goes through
 * `hydrateIsland`, which uses this, so no form can bring the loss back.
 *
 * Values are put back the way a visitor's typing arrives (the browser's own setter, then an `input` or
 * `change` event, or a click for a box), so a controlled component's state takes them too.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Kept =
  | { kind: 'text'; value: string; selection: readonly [number, number] | null }
  | { kind: 'box'; checked: boolean }
  | { kind: 'select'; selected: readonly string[] };

/** Input types that hold nothing a visitor typed, or (a file) that a page cannot set. */
const NOT_KEPT = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

function controlsIn(root: HTMLElement): Control[] {
  return [...root.querySelectorAll<Control>('input, textarea, select')].filter(
    (control) => !(control instanceof HTMLInputElement && NOT_KEPT.has(control.type)),
  );
}

const isBox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * The same field before and after hydration. React's ids are the same on the server and in the browser
 * (an island renders with its own id prefix), so the id names it; a field without one is named by its
 * name, its value for a box, and its place among fields of that name.
 */
function keysOf(controls: readonly Control[]): Map<string, Control> {
  const keys = new Map<string, Control>();
  for (const control of controls) {
    const base = control.id
      ? `#${control.id}`
      : `${control.tagName}:${control.name}:${isBox(control) ? control.value : ''}`;
    let key = base;
    for (let n = 1; keys.has(key); n++) key = `${base}:${n}`;
    keys.set(key, control);
  }
  return keys;
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): readonly [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    // Types without a caret (email and number in some browsers) throw rather than answer.
    return null;
  }
}

function read(control: Control): Kept {
  if (isBox(control)) return { kind: 'box', checked: control.checked };
  if (control instanceof HTMLSelectElement)
    return { kind: 'select', selected: [...control.selectedOptions].map((option) => option.value) };
  return { kind: 'text', value: control.value, selection: selectionOf(control) };
}

/** Whether the visitor changed the field from what the page drew. */
function changed(control: Control): boolean {
  if (isBox(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

function same(control: Control, kept: Kept): boolean {
  const now = read(control);
  if (now.kind === 'text' && kept.kind === 'text') return now.value === kept.value;
  if (now.kind === 'box' && kept.kind === 'box') return now.checked === kept.checked;
  if (now.kind === 'select' && kept.kind === 'select')
    return now.selected.join('\n') === kept.selected.join('\n');
  return true; // The field became another kind: nothing of the old one fits it.
}

function setNatively(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // The prototype's setter, not the element's own: React watches the element's, and would take the new
  // value for its own and see no change in the event that follows.
  const prototype =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

function putBack(control: Control, kept: Kept): void {
  if (kept.kind === 'box' && isBox(control)) {
    // A radio is cleared by ticking another of its group, never by a click of its own.
    if (control.type === 'checkbox' || kept.checked) control.click();
  } else if (kept.kind === 'select' && control instanceof HTMLSelectElement) {
    for (const option of control.options) option.selected = kept.selected.includes(option.value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (kept.kind === 'text' && !(control instanceof HTMLSelectElement) && !isBox(control)) {
    setNatively(control, kept.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function placeCaret(control: Control, kept: Kept | undefined): void {
  if (kept?.kind !== 'text' || !kept.selection || control instanceof HTMLSelectElement) return;
  try {
    control.setSelectionRange(...kept.selection);
  } catch {
    // As in selectionOf: a type without a caret.
  }
}

export interface KeptForms {
  /** Puts back whatever hydration lost, and the focus and caret if the field was drawn anew. */
  restore(): void;
}

/**
 * Notes the fields of `root` that the visitor changed, now (just before hydration: nothing has touched
 * the page's fields until then) and at each of their keystrokes or choices until `restore`.
 */
export function keepWhatWasTyped(root: HTMLElement): KeptForms {
  const kept = new Map<string, Kept>();
  /** The field the visitor is in, by its key and node: the node is gone when React drew it anew. */
  let focused: { key: string; node: Control } | null = null;
  const keyOf = (target: EventTarget | null) => {
    for (const [key, control] of keysOf(controlsIn(root))) if (control === target) return key;
    return null;
  };
  for (const [key, control] of keysOf(controlsIn(root))) {
    if (changed(control)) kept.set(key, read(control));
    if (control === document.activeElement) focused = { key, node: control };
  }
  const listening = new AbortController();
  const note = (event: Event) => {
    // React sets values without events, and this module's own come after it stopped listening: every
    // event here is the visitor's.
    const key = keyOf(event.target);
    if (key === null) return;
    const control = event.target as Control;
    kept.set(key, read(control));
    // A radio chosen clears the others of its group without an event of their own.
    if (isBox(control) && control.type === 'radio')
      for (const [otherKey, other] of keysOf(controlsIn(root)))
        if (other !== control && isBox(other) && other.name === control.name && other.form === control.form)
          kept.set(otherKey, read(other));
  };
  /** The caret moved (arrow keys, a tap, a selection): only where it is, never the value, which React
   * may have set back in between. */
  const noteCaret = (event: Event) => {
    const key = keyOf(event.target);
    const before = key === null ? undefined : kept.get(key);
    const control = event.target as Control;
    if (key === null || before?.kind !== 'text' || control instanceof HTMLSelectElement || isBox(control))
      return;
    if (control.value === before.value) kept.set(key, { ...before, selection: selectionOf(control) });
  };
  const noteFocus = (event: Event) => {
    const key = keyOf(event.target);
    if (key !== null) focused = { key, node: event.target as Control };
  };
  const noteBlur = (event: Event) => {
    const node = event.target;
    // Leaving the field, not its removal by React (after which the node is no longer in the page).
    if (node === focused?.node)
      queueMicrotask(() => {
        if (focused?.node === node && focused.node.isConnected) focused = null;
      });
  };
  for (const type of ['input', 'change'])
    root.addEventListener(type, note, { capture: true, signal: listening.signal });
  for (const type of ['keyup', 'select', 'pointerup'])
    root.addEventListener(type, noteCaret, { capture: true, signal: listening.signal });
  root.addEventListener('focusin', noteFocus, { capture: true, signal: listening.signal });
  root.addEventListener('focusout', noteBlur, { capture: true, signal: listening.signal });

  return {
    restore() {
      listening.abort();
      const controls = keysOf(controlsIn(root));
      const active = document.activeElement;
      const focusLost =
        focused !== null && !focused.node.isConnected && (active === null || active === document.body);
      for (const [key, value] of kept) {
        const control = controls.get(key);
        if (control && !same(control, value)) putBack(control, value);
      }
      if (!focused) return;
      const field = controls.get(focused.key);
      // React draws a textarea's default text again as it hydrates, which sends the caret to its end.
      if (field && focusLost) field.focus();
      if (field && field === document.activeElement) placeCaret(field, kept.get(focused.key));
    },
  };
}
