export default function ParticipatePage() {
  return <h1>ParticipatePage (under construction)</h1>;
}
