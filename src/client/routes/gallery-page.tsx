import { Gallery } from '../features/gallery/gallery.tsx';
import { Island } from '#client/islands/island.tsx';
import { useRenderedGallery } from '#client/lib/site-content.tsx';

/**
 * /gallery. When the server drew the first photos into the page, its code waits for the visitor to reach
 * for it (a category, a photo, Load more); else it loads at once to fetch them (decision 011).
 */
export default function GalleryPage() {
  const drawn = useRenderedGallery() !== undefined;
  return (
    <Island name="gallery" when={drawn ? 'interaction' : 'load'}>
      <Gallery />
    </Island>
  );
}
