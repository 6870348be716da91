export default function WorkshopsPage() {
  return <h1>WorkshopsPage (under construction)</h1>;
}
