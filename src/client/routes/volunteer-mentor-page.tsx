export default function VolunteerMentorPage() {
  return <h1>VolunteerMentorPage (under construction)</h1>;
}
