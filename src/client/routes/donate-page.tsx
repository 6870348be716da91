export default function DonatePage() {
  return <h1>DonatePage (under construction)</h1>;
}
