import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { keepWhatWasTyped } from './keep-what-was-typed.ts';

/**
 * Issue 30, must have 3: whatever an island draws, what the visitor did in its fields before and while its
 * code hydrated it is there afterwards, in the page and in the component's state.
 */

/** A pledge-like form whose fields are all controlled: the kind that loses what was typed. */
function ControlledForm({ onSend }: { onSend: (sent: Record<string, unknown>) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState(false);
  const [mode, setMode] = useState('upi');
  const [role, setRole] = useState('');
  // Like a part that shows its finished state only in the browser: a render right after hydration.
  const hydrated = useHydrated();
  return (
    <form
      aria-label="Pledge"
      data-hydrated={hydrated || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, note, receipt, mode, role });
      }}
    >
      <label htmlFor="f-name">Full name</label>
      <input id="f-name" value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor="f-note">Note</label>
      <textarea id="f-note" value={note} onChange={(event) => setNote(event.target.value)} />
      <label>
        <input type="checkbox" checked={receipt} onChange={(event) => setReceipt(event.target.checked)} />
        Receipt
      </label>
      {['upi', 'bank'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="mode"
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
          {value}
        </label>
      ))}
      <label htmlFor="f-role">Role</label>
      <select id="f-role" value={role} onChange={(event) => setRole(event.target.value)}>
        <option value="">Choose</option>
        <option value="Parent">Parent</option>
        <option value="Donor">Donor</option>
      </select>
      <button type="submit">Send</button>
    </form>
  );
}

/** A part that draws different markup in the browser: React drops the server's fields and draws new ones. */
function MismatchedForm() {
  const inBrowser = typeof window !== 'undefined' && !('rendering' in globalThis);
  return (
    <form aria-label="Contact">
      <p>{inBrowser ? 'Browser' : 'Server'}</p>
      <label htmlFor="m-name">Name</label>
      <input id="m-name" name="name" />
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

/** The page as the server sent it, before any script. */
function servePage(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  (globalThis as Record<string, unknown>).rendering = true;
  container.innerHTML = renderToString(element);
  delete (globalThis as Record<string, unknown>).rendering;
  document.body.append(container);
  return container;
}

/** The visitor types as a browser delivers it: the field's value changes, then an input event. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
  field.setSelectionRange(3, 3);
  fireEvent.input(field);
}

async function hydrate(container: HTMLElement, element: React.ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: () => undefined });
  });
}

describe('keepWhatWasTyped', () => {
  it('puts back typed text, a ticked box, a chosen radio and a selected option into controlled state', async () => {
    const sent: Record<string, unknown>[] = [];
    const element = <ControlledForm onSend={(values) => sent.push(values)} />;
    const container = servePage(element);
    type(screen.getByLabelText<HTMLInputElement>('Full name'), 'Asha Rao');
    type(screen.getByLabelText<HTMLTextAreaElement>('Note'), 'For the library');
    screen.getByLabelText<HTMLInputElement>('Receipt').checked = true;
    screen.getByLabelText<HTMLInputElement>('bank').checked = true;
    screen.getByLabelText<HTMLSelectElement>('Role').value = 'Donor';

    const typed = keepWhatWasTyped(container);
    await hydrate(container, element);
    // Without the helper: the render after hydration set every controlled field back to its state.
    expect(screen.getByRole('form')).toHaveAttribute('data-hydrated');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('bank')).not.toBeChecked();

    act(() => typed.restore());
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Note')).toHaveValue('For the library');
    expect(screen.getByLabelText('Receipt')).toBeChecked();
    expect(screen.getByLabelText('bank')).toBeChecked();
    expect(screen.getByLabelText('upi')).not.toBeChecked();
    expect(screen.getByLabelText('Role')).toHaveValue('Donor');
    // The caret stays where the visitor left it in the field they are typing in.
    expect(screen.getByLabelText('Note')).toHaveFocus();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Note').selectionStart).toBe(3);

    // And the component's own state has them: a submit sends exactly what the visitor typed.
    fireEvent.submit(screen.getByRole('form'));
    expect(sent).toEqual([
      { name: 'Asha Rao', note: 'For the library', receipt: true, mode: 'bank', role: 'Donor' },
    ]);
  });

  it('keeps what the visitor typed while hydration was under way, the newest of it', async () => {
    const element = <ControlledForm onSend={() => undefined} />;
    const container = servePage(element);
    const typed = keepWhatWasTyped(container);
    type(screen.getByLabelText<HTMLInputElement>('Full name'), 'Asha');
    type(screen.getByLabelText<HTMLInputElement>('Full name'), 'Asha Rao');
    await hydrate(container, element);
    act(() => typed.restore());
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
  });

  it('a field the visitor emptied stays empty, and fields nobody touched keep what the page drew', async () => {
    const element = <ControlledForm onSend={() => undefined} />;
    const container = servePage(element);
    const typed = keepWhatWasTyped(container);
    type(screen.getByLabelText<HTMLInputElement>('Full name'), '');
    await hydrate(container, element);
    act(() => typed.restore());
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('upi')).toBeChecked();
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('a field React draws anew (a hydration mismatch) gets its text, the focus and the caret back', async () => {
    const element = <MismatchedForm />;
    const container = servePage(element);
    const served = screen.getByLabelText<HTMLInputElement>('Name');
    type(served, 'Asha Rao');
    const typed = keepWhatWasTyped(container);
    await hydrate(container, element);
    const drawn = screen.getByLabelText<HTMLInputElement>('Name');
    expect(drawn).not.toBe(served);
    expect(drawn).toHaveValue('');

    act(() => typed.restore());
    expect(drawn).toHaveValue('Asha Rao');
    expect(drawn).toHaveFocus();
    expect(drawn.selectionStart).toBe(3);
  });
});
