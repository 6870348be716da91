export default function NotFoundPage() {
  return <h1>NotFoundPage (under construction)</h1>;
}
