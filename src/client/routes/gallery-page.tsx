export default function GalleryPage() {
  return <h1>GalleryPage (under construction)</h1>;
}
