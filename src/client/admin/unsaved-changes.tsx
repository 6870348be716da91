import { createContext, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { setPopstateGate } from '#client/lib/popstate-gate.ts';
import { useConfirm } from './confirm-dialog.tsx';

/** Asked before a panel with unsaved changes is left (its own menu, the browser's Back). */
export const leaveQuestion =
  'This panel has changes that are not saved yet. Leave it and lose them? Choose Cancel to stay and save them.';

interface UnsavedRegistry {
  /** Whether the form that `key` names holds changes that are not saved, and what to ask before leaving it. */
  mark: (key: string, unsaved: boolean, question?: string) => void;
  anyUnsaved: () => boolean;
  /** What to ask: a form's own question (an upload in progress) before the general one. */
  question: () => string;
  /** After the administrator chose to leave: the changes are given up. */
  forgetAll: () => void;
}

const UnsavedContext = createContext<UnsavedRegistry | null>(null);

/** Knows which of the open panel's forms hold unsaved changes. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // One registry for the dashboard's life: a Set mutated in place, never state, so marking renders nothing.
  const [registry] = useState<UnsavedRegistry>(() => {
    const unsaved = new Map<string, string | undefined>();
    return {
      mark: (key, isUnsaved, question) => {
        if (isUnsaved) unsaved.set(key, question);
        else unsaved.delete(key);
      },
      anyUnsaved: () => unsaved.size > 0,
      question: () => [...unsaved.values()].find(Boolean) ?? leaveQuestion,
      forgetAll: () => unsaved.clear(),
    };
  });
  return <UnsavedContext value={registry}>{children}</UnsavedContext>;
}

/**
 * A form says whether it holds unsaved changes: the browser then asks before a reload or closing the tab
 * loses them, and the dashboard before another panel replaces it, with `question` when the form says what
 * exactly would be lost (the general question otherwise).
 */
export function useUnsavedChanges(unsaved: boolean, question?: string): void {
  const registry = use(UnsavedContext);
  const key = useId();
  useEffect(() => {
    registry?.mark(key, unsaved, question);
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      registry?.mark(key, false);
    };
  }, [registry, key, unsaved, question]);
}

/**
 * Leaves the open panel by calling `leave`: at once when nothing is unsaved, else only if the administrator,
 * asked, chooses to give the changes up.
 */
export function useLeavePanel(): (leave: () => void) => void {
  const registry = use(UnsavedContext);
  const confirm = useConfirm();
  return useCallback(
    (leave) => {
      if (!registry?.anyUnsaved()) return leave();
      void confirm({ message: registry.question(), confirmLabel: 'Leave' }).then((answer) => {
        if (!answer) return;
        registry.forgetAll();
        leave();
      });
    },
    [registry, confirm],
  );
}

const pathOf = (url: URL | Location) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The browser's Back and Forward while a form holds unsaved changes: the move is held (the address put
 * back as `here`) and the administrator asked; only if they choose to leave does `go` make it.
 */
export function useGuardedHistory(here: string, go: (path: string) => void): void {
  const registry = use(UnsavedContext);
  const leavePanel = useLeavePanel();
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  useEffect(
    () =>
      setPopstateGate(() => {
        if (!registry?.anyUnsaved()) return false;
        const target = pathOf(window.location);
        window.history.pushState(window.history.state, '', hereRef.current);
        leavePanel(() => go(target));
        return true;
      }),
    [registry, leavePanel, go],
  );
}
