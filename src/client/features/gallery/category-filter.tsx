import { ALL_CATEGORIES } from '#shared/api/media-fields';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import type { GalleryCategory } from './get-images-page.ts';
import styles from './gallery.module.css';

interface CategoryFilterProps {
  value: GalleryCategory;
  onChange: (category: GalleryCategory) => void;
}

/**
 * The spec's category buttons, as toggle buttons: the pressed one is the category shown. All, then the
 * administrator's categories in their order, as the page was rendered with them.
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const texts = useTexts().layout.gallery;
  const categories = [ALL_CATEGORIES, ...useSiteContent().galleryCategories];
  return (
    <div role="group" aria-label={texts.filter} className={styles.filters}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.filter}
          aria-pressed={category === value}
          onClick={() => {
            if (category !== value) onChange(category);
          }}
        >
          {category === ALL_CATEGORIES ? texts.all : category}
        </button>
      ))}
    </div>
  );
}
