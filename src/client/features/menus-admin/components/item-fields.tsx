import { useId, type ReactNode } from 'react';
import { comingSoonPathOf, menuLimits, type MenuEntry } from '#shared/content/menus';
import { describedBy, FieldError, TextField } from '#client/admin/field.tsx';
import forms from '#client/admin/forms.module.css';
import { pageChoiceGroups } from '../link-choices.ts';
import { menusTexts as say, type LeadChoice } from '../menus-texts.ts';
import type { MenuEditing } from './menu-editing.ts';
import styles from '../menus.module.css';

const choices = ['page', 'outside', 'soon', 'text'] as const satisfies readonly LeadChoice[];

interface ItemFieldsProps {
  entry: MenuEntry;
  editing: MenuEditing;
  /** A top item of the header with sub-items: the site opens its sub-menu, wherever it is set to lead. */
  opensSubMenu: boolean;
  /** The button that adds a first sub-item, when this item may have some and has none yet. */
  addSubItem: ReactNode;
  onClose: () => void;
}

/** One item's name, where it leads, and whether visitors see it; every change goes into the draft at once. */
export function ItemFields({ entry, editing, opensSubMenu, addSubItem, onClose }: ItemFieldsProps) {
  const id = useId();
  const problem = editing.problemOf(entry.id);
  const choice = editing.choiceOf(entry);
  const fresh = editing.isFresh(entry.id);
  const hiddenHintId = `${id}-hidden-hint`;
  const name = entry.label.trim() || say.unnamed;

  return (
    <div className={styles.fields}>
      <TextField
        label={say.name}
        value={entry.label}
        onChange={(label) => editing.rename(entry.id, label)}
        error={problem?.label}
        maxLength={menuLimits.label}
      />
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>{say.leadsTo}</legend>
        {opensSubMenu && <p className={forms.hint}>{say.topWithSubMenu}</p>}
        <div className={styles.choices}>
          {choices.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                ref={
                  value === choice ? (element) => editing.register(`${entry.id}:choice`, element) : undefined
                }
                type="radio"
                name={`${id}-leads-to`}
                value={value}
                checked={choice === value}
                onChange={() => editing.choose(entry.id, value)}
              />
              {say.choices[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'page' && <PageField entry={entry} editing={editing} error={problem?.to} />}
      {choice === 'outside' && (
        <TextField
          label={say.outside}
          hint={say.outsideHint}
          type="url"
          inputMode="url"
          placeholder={say.outsideStart}
          autoComplete="off"
          spellCheck={false}
          value={entry.to}
          onChange={(to) => editing.setTo(entry.id, to)}
          error={problem?.to}
        />
      )}
      {choice === 'soon' && <p className={forms.hint}>{say.soonHint(comingSoonPathOf(entry.id))}</p>}
      {choice === 'text' && <p className={forms.hint}>{say.textHint}</p>}
      <div className={styles.check}>
        <label>
          <input
            type="checkbox"
            checked={entry.hidden}
            aria-describedby={hiddenHintId}
            onChange={(event) => editing.setHidden(entry.id, event.target.checked)}
          />
          {say.hidden}
        </label>
        <p id={hiddenHintId} className={forms.hint}>
          {fresh ? say.freshHiddenHint : say.hiddenHint}
        </p>
      </div>
      <div className={forms.actions}>
        {addSubItem}
        <button
          type="button"
          className={`${forms.secondary} ${forms.small}`}
          aria-label={say.closeItem(name)}
          onClick={onClose}
        >
          {say.close}
        </button>
      </div>
    </div>
  );
}

/** The page of this site the item opens: the built-in pages, places within them, and the written pages. */
function PageField({ entry, editing, error }: { entry: MenuEntry; editing: MenuEditing; error?: string }) {
  const id = useId();
  const ids = { hint: editing.written.state === 'ready' ? undefined : `${id}-hint`, error: `${id}-error` };
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{say.page}</label>
      {ids.hint && (
        <p id={ids.hint} className={forms.hint}>
          {editing.written.state === 'loading' ? say.writtenLoading : say.writtenFailed}
        </p>
      )}
      <select
        id={id}
        className={forms.control}
        value={entry.to}
        onChange={(event) => editing.setTo(entry.id, event.target.value)}
        {...describedBy(ids, error)}
      >
        <option value="">{say.choosePage}</option>
        {pageChoiceGroups(editing.written.pages, entry.to).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.choices.map((page) => (
              <option key={page.to} value={page.to}>
                {page.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
