import { useId } from 'react';
import { isExternalLink, type MenuEntry } from '#shared/content/menus';
import forms from '#client/admin/forms.module.css';
import { useFocusAfterEdit } from '#client/admin/use-focus-after-edit.ts';
import { nameOfAddress } from '../link-choices.ts';
import { levelKey } from '../menu-tree.ts';
import { menusTexts as say } from '../menus-texts.ts';
import { AddItemForm } from './add-item-form.tsx';
import { ItemFields } from './item-fields.tsx';
import type { MenuEditing } from './menu-editing.ts';
import styles from '../menus.module.css';

const headings = ['h4', 'h5', 'h6'] as const;

const nameOf = (entry: MenuEntry) => entry.label.trim() || say.unnamed;

interface MenuLevelProps {
  entries: MenuEntry[];
  /** The item these are the sub-items of; null for the menu's own items. */
  parent: MenuEntry | null;
  depth: number;
  /** The list's name: the menu's, or "Sub-items of About". */
  label: string;
  editing: MenuEditing;
}

/** One level of a menu as a list, each item with its sub-items nested under it. */
export function MenuLevel({ entries, parent, depth, label, editing }: MenuLevelProps) {
  const problem = editing.levelProblem(parent?.id ?? null);
  return (
    <>
      {entries.length > 0 && (
        <ol className={depth === 1 ? styles.tree : styles.subTree} aria-label={label}>
          {entries.map((entry, index) => (
            <MenuItem
              key={entry.id}
              entry={entry}
              depth={depth}
              position={index + 1}
              count={entries.length}
              editing={editing}
            />
          ))}
        </ol>
      )}
      {problem && <p className={forms.fieldError}>{problem}</p>}
    </>
  );
}

interface AddButtonProps {
  parent: MenuEntry | null;
  editing: MenuEditing;
  /** The menu's name, for the first level's button. */
  menuName: string;
}

/** "Add an item" at the end of a level, or its form once pressed. */
export function AddToLevel({ parent, editing, menuName }: AddButtonProps) {
  const parentId = parent?.id ?? null;
  const key = levelKey(editing.menu, parentId);
  if (editing.adding === key)
    return (
      <AddItemForm
        where={parent ? nameOf(parent) : menuName}
        onAdd={(label) => editing.add(parentId, label)}
        onCancel={() => editing.cancelAdding(parentId)}
      />
    );
  return (
    <button
      ref={(element) => editing.register(`${key}:add`, element)}
      type="button"
      className={`${forms.secondary} ${forms.small} ${styles.add}`}
      onClick={() => editing.startAdding(parentId)}
    >
      <span aria-hidden="true">+ </span>
      {parent ? say.addSubItemTo(nameOf(parent)) : say.addItemTo(menuName)}
    </button>
  );
}

interface MenuItemProps {
  entry: MenuEntry;
  depth: number;
  position: number;
  count: number;
  editing: MenuEditing;
}

/** Where an item leads, in a few words under its name. */
function summaryOf(entry: MenuEntry, editing: MenuEditing, depth: number): string {
  if (editing.menu === 'header' && depth === 1 && entry.children.length > 0) return say.opensSubMenu;
  const choice = editing.choiceOf(entry);
  if (choice === 'soon') return say.leadsToSoon;
  if (choice === 'text') return say.leadsToText;
  if (!entry.to.trim()) return say.leadsNowhereYet;
  return isExternalLink(entry.to)
    ? say.leadsToOutside(entry.to)
    : say.leadsToPage(nameOfAddress(entry.to, editing.written.pages));
}

/** One item: its name, where it leads, buttons to move, edit and remove it, then its sub-items. */
function MenuItem({ entry, depth, position, count, editing }: MenuItemProps) {
  const fieldsId = useId();
  const open = editing.isOpen(entry.id);
  const editButtonRef = useFocusAfterEdit(open);
  const problem = editing.problemOf(entry.id);
  const name = nameOf(entry);
  const Heading = headings[depth - 1] ?? 'h6';
  const mayHaveSubItems = depth < editing.maxDepth;
  const subLevelKey = levelKey(editing.menu, entry.id);
  const showsSubLevel = mayHaveSubItems && (entry.children.length > 0 || editing.adding === subLevelKey);
  const small = `${forms.secondary} ${forms.small}`;
  const { drag } = editing;

  return (
    <li className={styles.item} data-depth={depth}>
      <div
        className={styles.row}
        draggable
        data-dragging={drag.draggingId === entry.id}
        data-over={drag.overId === entry.id && drag.draggingId !== entry.id}
        data-problem={problem !== undefined}
        data-hidden={entry.hidden}
        onDragStart={(event) => drag.start(entry.id, event)}
        onDragOver={(event) => drag.over(entry.id, event)}
        onDrop={(event) => drag.drop(entry.id, event)}
        onDragEnd={drag.end}
      >
        <span className={styles.handle} aria-hidden="true" title={say.dragHandle}>
          ⠿
        </span>
        <div className={styles.rowText}>
          <Heading className={styles.name}>{name}</Heading>
          <p className={styles.summary}>{summaryOf(entry, editing, depth)}</p>
          {entry.hidden && <p className={styles.hiddenBadge}>{say.hiddenBadge}</p>}
          {problem?.item && <p className={forms.fieldError}>{problem.item}</p>}
          {!open && (problem?.label ?? problem?.to) && <p className={forms.fieldError}>{say.needsChange}</p>}
        </div>
        <div className={styles.rowActions}>
          <button
            ref={(element) => editing.register(`${entry.id}:up`, element)}
            type="button"
            className={small}
            aria-label={say.moveUp(name)}
            disabled={position <= 1}
            onClick={() => editing.move(entry.id, -1)}
          >
            <span aria-hidden="true">↑</span>
            <span className={styles.word}> {say.up}</span>
          </button>
          <button
            ref={(element) => editing.register(`${entry.id}:down`, element)}
            type="button"
            className={small}
            aria-label={say.moveDown(name)}
            disabled={position >= count}
            onClick={() => editing.move(entry.id, 1)}
          >
            <span aria-hidden="true">↓</span>
            <span className={styles.word}> {say.down}</span>
          </button>
          <button
            ref={(element) => {
              editButtonRef.current = element;
              editing.register(`${entry.id}:edit`, element);
            }}
            type="button"
            className={`${small} ${styles.toggle}`}
            aria-label={say.editItem(name)}
            aria-expanded={open}
            aria-controls={open ? fieldsId : undefined}
            onClick={() => editing.setOpen(entry.id, !open)}
          >
            {say.edit}
          </button>
          <button
            type="button"
            className={`${forms.danger} ${forms.small}`}
            aria-label={say.removeItem(name)}
            onClick={() => editing.remove(entry.id)}
          >
            {say.remove}
          </button>
        </div>
      </div>
      {open && (
        <div id={fieldsId}>
          <ItemFields
            entry={entry}
            editing={editing}
            opensSubMenu={editing.menu === 'header' && depth === 1 && entry.children.length > 0}
            addSubItem={
              mayHaveSubItems && !showsSubLevel ? (
                <AddToLevel parent={entry} editing={editing} menuName={name} />
              ) : null
            }
            onClose={() => editing.setOpen(entry.id, false)}
          />
        </div>
      )}
      {showsSubLevel && (
        <div className={styles.subLevel}>
          <MenuLevel
            entries={entry.children}
            parent={entry}
            depth={depth + 1}
            label={say.subItemsOf(name)}
            editing={editing}
          />
          <AddToLevel parent={entry} editing={editing} menuName={name} />
        </div>
      )}
    </li>
  );
}
