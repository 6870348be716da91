import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { menuMessages, menusSchema } from '#shared/api/menus';
import {
  isExternalLink,
  menuDepth,
  menuIdFor,
  menuLimits,
  type MenuEntry,
  type MenuName,
  type Menus,
} from '#shared/content/menus';
import { messages } from '#shared/messages';
import { ApiError } from '#client/lib/api-client.ts';
import { useConfirm } from '#client/admin/confirm-dialog.tsx';
import { errorMessage } from '#client/admin/error-message.ts';
import { ErrorMessage } from '#client/admin/feedback.tsx';
import { fieldErrors } from '#client/admin/field-errors.ts';
import forms from '#client/admin/forms.module.css';
import { useSuccessPopup } from '#client/admin/success-popup.tsx';
import { useUnsavedChanges } from '#client/admin/unsaved-changes.tsx';
import { moveBy, moveOnto } from '#client/features/site-content/lists/components/list-order.ts';
import { listEditorTexts } from '#shared/content/list-editor-texts';
import {
  changeEntry,
  changeLevel,
  choiceOf,
  countDescendants,
  leadsSomewhere,
  levelKey,
  levelOf,
  locate,
  menuNames,
  pathOfField,
  placeOfProblem,
  removeEntry,
  sameMenus,
  takenIds,
  type ItemField,
} from '../menu-tree.ts';
import { menusTexts as say, type LeadChoice } from '../menus-texts.ts';
import type { MenuEditing } from './menu-editing.ts';
import { AddToLevel, MenuLevel } from './menu-level.tsx';
import styles from '../menus.module.css';

interface MenusEditorProps {
  saved: Menus;
  /** Sends the whole menus and resolves with what the server stored. */
  save: (menus: Menus) => Promise<Menus>;
  saving: boolean;
  written: MenuEditing['written'];
}

/** The problems of a save the server or the check here refused, each where it is shown. */
interface Problems {
  items: Record<string, Partial<Record<ItemField, string>>>;
  levels: Record<string, string>;
  /** The first problem in words, with the way to the item it is about. */
  first: { where?: string; message: string };
  count: Partial<Record<MenuName, number>>;
}

interface Removal {
  id: string;
  name: string;
  /** The menus before the item went: Undo puts them back, so it is offered only until the next change. */
  before: Menus;
}

const nameOf = (entry: MenuEntry) => entry.label.trim() || say.unnamed;

/** A level's items as the list editor's ordering works on them: each keyed by its place. */
const keyed = (entries: MenuEntry[]) => entries.map((value, key) => ({ key, value }));

/**
 * The three menus, edited as a whole: items renamed, hidden, added, removed, moved and pointed somewhere,
 * then one "Save changes" sends all three menus.
 */
export function MenusEditor({ saved, save, saving, written }: MenusEditorProps) {
  const [draft, setDraft] = useState({ saved, base: saved, menus: saved });
  const dirty = !sameMenus(draft.menus, draft.base);
  // While nothing is changed the editor follows what is saved (a reload after another tab saved).
  if (draft.saved !== saved && !dirty) setDraft({ saved, base: saved, menus: saved });
  const { menus } = draft;
  useUnsavedChanges(dirty);

  const confirm = useConfirm();
  const showSuccess = useSuccessPopup();
  const [tab, setTab] = useState<MenuName>('header');
  const [open, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<Readonly<Record<string, LeadChoice>>>({});
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<{ id: string; over: string | null } | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const tabs = useRef(new Map<MenuName, HTMLButtonElement>());
  const panel = useRef<HTMLDivElement>(null);
  // Where focus goes once the change it follows is drawn: a moved item's button, a new item's choice...
  const focusNext = useRef<string | null>(null);
  const focusProblem = useRef(false);

  // Before the change is painted, so the keyboard user's next key press already lands where they are.
  useLayoutEffect(() => {
    if (focusNext.current) {
      controls.current.get(focusNext.current)?.focus();
      focusNext.current = null;
    }
    if (focusProblem.current) {
      focusProblem.current = false;
      const marked =
        panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        panel.current?.querySelector<HTMLElement>('[data-problem="true"] button');
      // In the middle of the screen, clear of the buttons kept at its bottom.
      marked?.scrollIntoView?.({ block: 'center' });
      marked?.focus({ preventScroll: true });
    }
  });

  /** Every change but a removal ends the chance to undo the last removal. */
  function change(next: (current: Menus) => Menus) {
    setRemoval(null);
    setDraft((current) => ({ ...current, menus: next(current.menus) }));
  }

  function clearProblem(id: string, field: ItemField) {
    setProblems((current) => {
      if (!current?.items[id]?.[field]) return current;
      const { [field]: _gone, ...rest } = current.items[id];
      return { ...current, items: { ...current.items, [id]: rest } };
    });
  }

  /** A new item shows once it leads somewhere, until the administrator hides or shows it by hand. */
  const followTarget = (entry: MenuEntry) =>
    fresh.has(entry.id) ? { ...entry, hidden: !leadsSomewhere(entry) } : entry;

  function announceMove(id: string, next: Menus) {
    const place = locate(next, id);
    if (!place) return undefined;
    const count = levelOf(next, place.menu, place.parentId).length;
    setAnnouncement(listEditorTexts.moved(nameOf(place.entry), place.index + 1, count));
    return { position: place.index + 1, count };
  }

  function reorder(id: string, arrange: (entries: MenuEntry[], index: number) => MenuEntry[]) {
    const place = locate(menus, id);
    if (!place) return undefined;
    const next = changeLevel(menus, place.menu, place.parentId, (entries) => arrange(entries, place.index));
    change(() => next);
    return announceMove(id, next);
  }

  function showProblems(found: { path: readonly PropertyKey[]; message: string }[]) {
    const next: Problems = {
      items: {},
      levels: {},
      first: { message: found[0]?.message ?? say.saveFailed },
      count: {},
    };
    const opened = new Set(open);
    let firstMenu: MenuName | undefined;
    for (const [n, { path, message }] of found.entries()) {
      const place = placeOfProblem(menus, path);
      if (!place) continue;
      firstMenu ??= place.menu;
      next.count[place.menu] = (next.count[place.menu] ?? 0) + 1;
      if (place.kind === 'level') {
        next.levels[levelKey(place.menu, place.parentId)] ??= message;
        if (n === 0 && place.parentId) next.first.where = trailOf(place.parentId);
        continue;
      }
      next.items[place.id] = { [place.field]: message, ...next.items[place.id] };
      if (place.field !== 'item') opened.add(place.id);
      if (n === 0) next.first.where = trailOf(place.id);
    }
    setProblems(next);
    setOpenIds(opened);
    if (firstMenu) setTab(firstMenu);
    focusProblem.current = true;
  }

  /** "Header menu › About › Reports": the way to an item, for the message about it. */
  function trailOf(id: string) {
    const place = locate(menus, id);
    if (!place) return undefined;
    return [say.menus[place.menu], ...place.ancestors.map(nameOf), nameOf(place.entry)].join(' › ');
  }

  async function saveAll() {
    setProblems(null);
    setRemoval(null);
    const checked = menusSchema.safeParse(menus);
    if (!checked.success) {
      const errors = fieldErrors(checked.error.issues, { fallback: messages.common.invalidInput });
      return showProblems(
        Object.entries(errors).map(([field, message]) => ({ path: pathOfField(field), message: message! })),
      );
    }
    try {
      // The whole menus go, an address kept on an item that is no link now included: switching back finds it.
      const stored = await save(menus);
      setDraft({ saved: stored, base: stored, menus: stored });
      setFresh(new Set());
      setChosen({});
      showSuccess(say.saved);
    } catch (failure) {
      const message = errorMessage(failure, say.saveFailed);
      const field = failure instanceof ApiError ? failure.field : undefined;
      const path = field ? pathOfField(field) : [];
      if (field && placeOfProblem(menus, path)) showProblems([{ path, message }]);
      else setProblems({ items: {}, levels: {}, first: { message }, count: {} });
    }
  }

  async function discard() {
    if (!(await confirm({ message: say.discardQuestion }))) return;
    setDraft((current) => ({ ...current, menus: current.base }));
    setProblems(null);
    setRemoval(null);
    setAdding(null);
    setFresh(new Set());
    setChosen({});
  }

  function undo() {
    if (!removal) return;
    setDraft((current) => ({ ...current, menus: removal.before }));
    setAnnouncement(say.restored(removal.name));
    focusNext.current = `${removal.id}:edit`;
    setRemoval(null);
  }

  const editing: MenuEditing = {
    menu: tab,
    maxDepth: menuDepth[tab],
    written,
    isOpen: (id) => open.has(id),
    setOpen: (id, isOpen) =>
      setOpenIds((current) => {
        const next = new Set(current);
        if (isOpen) next.add(id);
        else next.delete(id);
        return next;
      }),
    choiceOf: (entry) => choiceOf(entry, chosen[entry.id]),
    isFresh: (id) => fresh.has(id),
    problemOf: (id) => {
      const found = problems?.items[id];
      return found && Object.keys(found).length > 0 ? found : undefined;
    },
    levelProblem: (parentId) => problems?.levels[levelKey(tab, parentId)],
    adding,
    startAdding: (parentId) => setAdding(levelKey(tab, parentId)),
    cancelAdding: (parentId) => {
      setAdding(null);
      focusNext.current = `${levelKey(tab, parentId)}:add`;
    },
    add: (parentId, label) => {
      const name = label.trim();
      if (!name) return menuMessages.labelRequired;
      const level = levelOf(menus, tab, parentId);
      if (level.length >= menuLimits.itemsPerLevel) return say.full(level.length);
      const id = menuIdFor(name, takenIds(menus));
      const entry: MenuEntry = { id, label: name, leadsTo: 'soon', to: '', hidden: true, children: [] };
      change((current) => changeLevel(current, tab, parentId, (entries) => [...entries, entry]));
      setFresh((current) => new Set(current).add(id));
      setOpenIds((current) => new Set(current).add(id));
      setAdding(null);
      setAnnouncement(say.added(name));
      focusNext.current = `${id}:choice`;
      return undefined;
    },
    rename: (id, label) => {
      change((current) => changeEntry(current, id, (entry) => ({ ...entry, label })));
      clearProblem(id, 'label');
    },
    choose: (id, choice) => {
      setChosen((current) => ({ ...current, [id]: choice }));
      change((current) =>
        changeEntry(current, id, (entry) => {
          const external = isExternalLink(entry.to);
          if (choice === 'page')
            return followTarget({ ...entry, leadsTo: 'link', to: external ? '' : entry.to });
          if (choice === 'outside')
            return followTarget({ ...entry, leadsTo: 'link', to: external ? entry.to : '' });
          return followTarget({ ...entry, leadsTo: choice });
        }),
      );
      clearProblem(id, 'to');
    },
    setTo: (id, to) => {
      change((current) => changeEntry(current, id, (entry) => followTarget({ ...entry, to })));
      clearProblem(id, 'to');
    },
    setHidden: (id, hidden) => {
      setFresh((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
      change((current) => changeEntry(current, id, (entry) => ({ ...entry, hidden })));
    },
    move: (id, step) => {
      const moved = reorder(id, (entries, index) => moveBy(keyed(entries), index, step).map((e) => e.value));
      if (!moved) return;
      // At the top, Up is disabled: focus stays on the item through its other button.
      const stays = step < 0 ? moved.position > 1 : moved.position < moved.count;
      const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up'];
      focusNext.current = `${id}:${stays ? same : other}`;
    },
    remove: (id) => {
      const place = locate(menus, id);
      if (!place) return;
      const name = nameOf(place.entry);
      void confirm({
        message: say.removeQuestion(name, say.menus[place.menu], countDescendants(place.entry)),
        confirmLabel: 'Delete',
      }).then((answer) => {
        if (!answer) return;
        const siblings = levelOf(menus, place.menu, place.parentId);
        const neighbour = siblings[place.index + 1] ?? siblings[place.index - 1];
        setDraft((current) => ({ ...current, menus: removeEntry(current.menus, id) }));
        setRemoval({ id, name, before: menus });
        setAnnouncement(say.removed(name));
        focusNext.current = neighbour
          ? `${neighbour.id}:edit`
          : place.parentId
            ? `${place.parentId}:edit`
            : `${levelKey(place.menu, null)}:add`;
      });
    },
    drag: {
      draggingId: dragging?.id ?? null,
      overId: dragging?.over ?? null,
      start: (id, event) => {
        event.stopPropagation();
        const entry = locate(menus, id)?.entry;
        if (entry) event.dataTransfer.setData('text/plain', nameOf(entry));
        event.dataTransfer.effectAllowed = 'move';
        setDragging({ id, over: null });
      },
      over: (id, event) => {
        if (!dragging) return;
        const from = locate(menus, dragging.id);
        const to = locate(menus, id);
        // An item moves among the items of its own level only.
        if (!from || !to || from.menu !== to.menu || from.parentId !== to.parentId) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragging.over !== id) setDragging({ ...dragging, over: id });
      },
      drop: (id, event) => {
        event.preventDefault();
        event.stopPropagation();
        const draggedId = dragging?.id;
        setDragging(null);
        const target = locate(menus, id);
        if (!draggedId || draggedId === id || !target) return;
        reorder(draggedId, (entries, index) =>
          moveOnto(keyed(entries), index, target.index).map((e) => e.value),
        );
      },
      end: () => setDragging(null),
    },
    register: (key, element) => {
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    },
  };

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = menuNames.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? menuNames[(index + 1) % menuNames.length]
        : event.key === 'ArrowLeft'
          ? menuNames[(index + menuNames.length - 1) % menuNames.length]
          : event.key === 'Home'
            ? menuNames[0]
            : event.key === 'End'
              ? menuNames[menuNames.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <div className={styles.editor}>
      <p className={styles.intro}>{say.intro}</p>
      <div role="tablist" aria-label={say.chooseMenu} className={styles.tabs}>
        {menuNames.map((menu) => {
          const count = problems?.count[menu];
          return (
            <button
              key={menu}
              ref={(element) => {
                if (element) tabs.current.set(menu, element);
              }}
              id={`menus-tab-${menu}`}
              type="button"
              role="tab"
              aria-selected={tab === menu}
              aria-controls="menus-tab-panel"
              tabIndex={tab === menu ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(menu)}
              onKeyDown={onTabKey}
            >
              {say.menus[menu]}
              {count ? (
                <>
                  {' '}
                  <span className={styles.tabProblems}>({say.problems(count)})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        ref={panel}
        id="menus-tab-panel"
        role="tabpanel"
        aria-labelledby={`menus-tab-${tab}`}
        className={styles.tabPanel}
      >
        <h3 className={styles.menuHeading}>{say.menus[tab]}</h3>
        <p className={forms.hint}>{say.menuHints[tab]}</p>
        {menus[tab].length === 0 && <p className={styles.empty}>{say.empty}</p>}
        <MenuLevel entries={menus[tab]} parent={null} depth={1} label={say.menus[tab]} editing={editing} />
        <AddToLevel parent={null} editing={editing} menuName={say.menus[tab]} />
      </div>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.actionBar}>
        {problems && (
          <div className={styles.barProblem}>
            <ErrorMessage>
              {problems.first.where && (
                <span className={styles.where}>{say.problemAt(problems.first.where)}</span>
              )}{' '}
              {problems.first.message}
            </ErrorMessage>
          </div>
        )}
        {removal && (
          <p className={styles.undo}>
            <span>{say.removed(removal.name)}</span>
            <button
              type="button"
              className={`${forms.secondary} ${forms.small}`}
              aria-label={say.undoRemove(removal.name)}
              onClick={undo}
            >
              {say.undo}
            </button>
          </p>
        )}
        {dirty && <p className={styles.unsaved}>{say.unsaved}</p>}
        <div className={`${forms.actions} ${styles.saveButtons}`}>
          <button type="button" className={forms.primary} disabled={saving} onClick={() => void saveAll()}>
            {saving ? say.saving : say.saveChanges}
          </button>
          <button
            type="button"
            className={forms.secondary}
            disabled={!dirty || saving}
            onClick={() => void discard()}
          >
            {say.discard}
          </button>
        </div>
      </div>
    </div>
  );
}
