import { useEffect, useRef } from 'react';

/**
 * When a row leaves edit mode its Save or Cancel button disappears; focus goes back to its Edit button so
 * a keyboard user keeps their place.
 */
export function useFocusAfterEdit(editing: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return editButton;
}
