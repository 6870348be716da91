import type { DragEvent } from 'react';
import { listEditorTexts as texts } from '#shared/content/list-editor-texts';
import forms from '#client/admin/forms.module.css';
import styles from './lists.module.css';

export type RowButton = 'up' | 'down' | 'edit' | 'remove';

export interface RowDrag {
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  dragging: boolean;
  over: boolean;
}

interface EntryRowProps {
  name: string;
  detail?: string;
  position: number;
  count: number;
  problem: boolean;
  drag: RowDrag;
  /** Keeps each button reachable so focus can follow the entry after a move. */
  buttonRef: (button: RowButton, element: HTMLButtonElement | null) => void;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One entry: its name, and buttons to move, edit or remove it. The row can also be dragged. */
export function EntryRow(props: EntryRowProps) {
  const { name, detail, position, count, problem, drag, buttonRef, onMove, onEdit, onRemove } = props;
  const small = `${forms.secondary} ${forms.small}`;
  return (
    <li
      className={styles.row}
      draggable
      data-dragging={drag.dragging}
      data-over={drag.over}
      data-problem={problem}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
    >
      <span className={styles.handle} aria-hidden="true" title={texts.dragHandle}>
        ⠿
      </span>
      <div className={styles.rowText}>
        <span className={styles.rowName}>{name}</span>
        {detail && <span className={styles.rowDetail}>{detail}</span>}
        {problem && <span className={styles.rowProblem}>{texts.problem}</span>}
      </div>
      <div className={styles.rowActions}>
        <button
          ref={(element) => buttonRef('up', element)}
          type="button"
          className={small}
          aria-label={texts.moveUp(name)}
          disabled={position <= 1}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span> Up
        </button>
        <button
          ref={(element) => buttonRef('down', element)}
          type="button"
          className={small}
          aria-label={texts.moveDown(name)}
          disabled={position >= count}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span> Down
        </button>
        <button
          ref={(element) => buttonRef('edit', element)}
          type="button"
          className={small}
          aria-label={`${texts.edit} ${name}`}
          onClick={onEdit}
        >
          {texts.edit}
        </button>
        <button
          ref={(element) => buttonRef('remove', element)}
          type="button"
          className={`${forms.danger} ${forms.small}`}
          aria-label={`${texts.remove} ${name}`}
          onClick={onRemove}
        >
          {texts.remove}
        </button>
      </div>
    </li>
  );
}
