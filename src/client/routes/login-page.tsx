export default function LoginPage() {
  return <h1>LoginPage (under construction)</h1>;
}
