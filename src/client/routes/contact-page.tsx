export default function ContactPage() {
  return <h1>ContactPage (under construction)</h1>;
}
