export default function TeamPage() {
  return <h1>TeamPage (under construction)</h1>;
}
