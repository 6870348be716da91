export default function SubscribePage() {
  return <h1>SubscribePage (under construction)</h1>;
}
