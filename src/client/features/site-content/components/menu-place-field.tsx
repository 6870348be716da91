import { useId } from 'react';
import { menuSlots, type MenuSlotId } from '#shared/content/menu-slots';
import forms from '#client/admin/forms.module.css';
import { pageTexts as say } from '../page-texts.ts';
import { describedBy, FieldError } from '#client/admin/field.tsx';

interface MenuPlaceFieldProps {
  value: MenuSlotId | null;
  onChange: (slot: MenuSlotId | null) => void;
  /** Titles of the other pages by the menu item they sit at. */
  takenBy: Map<string, string>;
  error?: string;
}

/** Where in the site's menu the page appears: a free item, or none. An item another page holds is shown taken. */
export function MenuPlaceField({ value, onChange, takenBy, error }: MenuPlaceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const menus = [...new Set(menuSlots.map((slot) => slot.menu))];
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{say.menuPlace}</label>
      <select
        id={id}
        name="menuSlot"
        className={forms.control}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as MenuSlotId | null)}
        {...describedBy({ error: errorId }, error)}
      >
        <option value="">{say.notInMenu}</option>
        {menus.map((menu) => (
          <optgroup key={menu} label={menu}>
            {menuSlots
              .filter((slot) => slot.menu === menu)
              .map((slot) => {
                const taken = takenBy.get(slot.id);
                return (
                  <option key={slot.id} value={slot.id} disabled={taken !== undefined}>
                    {slot.label}
                    {taken !== undefined && ` (${say.takenBy(taken)})`}
                  </option>
                );
              })}
          </optgroup>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
