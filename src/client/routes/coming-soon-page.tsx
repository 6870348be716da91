export default function ComingSoonPage() {
  return <h1>ComingSoonPage (under construction)</h1>;
}
