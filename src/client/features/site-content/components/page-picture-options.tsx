import { useId } from 'react';
import {
  CAPTION_MAX,
  pictureAlignments,
  pictureSizes,
  type PictureAlignment,
  type PictureSize,
} from '#shared/content/page-pictures';
import { ALT_TEXT_MAX } from '#shared/api/media';
import type { FigureAttributes } from '../page-figure.ts';
import { pagePictureTexts as say } from '../page-texts.ts';
import styles from '../page-editor.module.css';

interface PagePictureOptionsProps {
  picture: FigureAttributes;
  onChange: (changes: Partial<FigureAttributes>) => void;
  onRemove: () => void;
}

/** Size, alignment, caption and description of the picture selected in the page's text. */
export function PagePictureOptions({ picture, onChange, onRemove }: PagePictureOptionsProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.pictureOptions}>
      <h3 id={`${id}-title`} className={styles.pictureOptionsTitle}>
        {say.options}
      </h3>
      <label className={styles.option}>
        {say.size}
        <select
          value={picture.size}
          onChange={(event) => onChange({ size: event.target.value as PictureSize })}
        >
          {pictureSizes.map((size) => (
            <option key={size} value={size}>
              {say.sizes[size]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.option}>
        {say.align}
        <select
          value={picture.align}
          onChange={(event) => onChange({ align: event.target.value as PictureAlignment })}
        >
          {pictureAlignments.map((align) => (
            <option key={align} value={align}>
              {say.alignments[align]}
            </option>
          ))}
        </select>
      </label>
      <label className={`${styles.option} ${styles.wide}`}>
        {say.caption}
        <input
          value={picture.caption}
          maxLength={CAPTION_MAX}
          onChange={(event) => onChange({ caption: event.target.value })}
        />
      </label>
      <label className={`${styles.option} ${styles.wide}`}>
        {say.describe}
        <span id={`${id}-alt-hint`} className={styles.optionHint}>
          {say.describeHint}
        </span>
        <input
          aria-describedby={`${id}-alt-hint`}
          value={picture.alt}
          maxLength={ALT_TEXT_MAX}
          onChange={(event) => onChange({ alt: event.target.value })}
        />
      </label>
      <button type="button" className={styles.removePicture} onClick={onRemove}>
        {say.remove}
      </button>
    </div>
  );
}
