import { mediaCategories } from '#shared/api/media-fields';
import type { GalleryCategory } from './get-images-page.ts';
import styles from './gallery.module.css';

export const galleryCategories: GalleryCategory[] = ['All', ...mediaCategories];

interface CategoryFilterProps {
  value: GalleryCategory;
  onChange: (category: GalleryCategory) => void;
}

/** The spec's four category buttons, as toggle buttons: the pressed one is the category shown. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Show photos and videos of" className={styles.filters}>
      {galleryCategories.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.filter}
          aria-pressed={category === value}
          onClick={() => {
            if (category !== value) onChange(category);
          }}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
