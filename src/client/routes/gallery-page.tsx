import { Gallery } from '../features/gallery/gallery.tsx';

export default function GalleryPage() {
  return <Gallery />;
}
