export default function HomePage() {
  return <h1>HomePage (under construction)</h1>;
}
