import type { DragEvent } from 'react';
import type { MenuEntry, MenuName } from '#shared/content/menus';
import type { WrittenPage } from '../link-choices.ts';
import type { ItemField } from '../menu-tree.ts';
import type { LeadChoice } from '../menus-texts.ts';

/** The buttons and fields focus may be sent to after a change: `<item id>:<target>` or `<level key>:add`. */
export type FocusTarget = 'up' | 'down' | 'edit' | 'choice' | 'add';

/** What every item and level of the menu being edited reads and changes, handed down the tree. */
export interface MenuEditing {
  menu: MenuName;
  /** How many levels this menu may have (menuDepth). */
  maxDepth: number;
  written: { pages: readonly WrittenPage[]; state: 'loading' | 'failed' | 'ready' };
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  choiceOf: (entry: MenuEntry) => LeadChoice;
  /** Made since the last save and not yet shown or hidden by hand: hidden until it leads somewhere. */
  isFresh: (id: string) => boolean;
  problemOf: (id: string) => Partial<Record<ItemField, string>> | undefined;
  levelProblem: (parentId: string | null) => string | undefined;
  /** The level whose "add" form is open, by levelKey. */
  adding: string | null;
  startAdding: (parentId: string | null) => void;
  cancelAdding: (parentId: string | null) => void;
  /** Adds an item at the end of a level; answers the problem when it cannot. */
  add: (parentId: string | null, label: string) => string | undefined;
  rename: (id: string, label: string) => void;
  choose: (id: string, choice: LeadChoice) => void;
  setTo: (id: string, to: string) => void;
  setHidden: (id: string, hidden: boolean) => void;
  move: (id: string, step: -1 | 1) => void;
  remove: (id: string) => void;
  drag: {
    draggingId: string | null;
    overId: string | null;
    start: (id: string, event: DragEvent<HTMLElement>) => void;
    over: (id: string, event: DragEvent<HTMLElement>) => void;
    drop: (id: string, event: DragEvent<HTMLElement>) => void;
    end: () => void;
  };
  /** Keeps a control reachable, so focus can follow an item after it moves or returns. */
  register: (key: string, element: HTMLElement | null) => void;
}
