import { Gallery } from '../features/gallery/gallery.tsx';
import { Island } from '#client/islands/island.tsx';

export default function GalleryPage() {
  return (
    <Island name="gallery">
      <Gallery />
    </Island>
  );
}
