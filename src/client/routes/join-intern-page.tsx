export default function JoinInternPage() {
  return <h1>JoinInternPage (under construction)</h1>;
}
