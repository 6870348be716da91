export default function DashboardPage() {
  return <h1>DashboardPage (under construction)</h1>;
}
