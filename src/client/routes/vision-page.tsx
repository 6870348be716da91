export default function VisionPage() {
  return <h1>VisionPage (under construction)</h1>;
}
