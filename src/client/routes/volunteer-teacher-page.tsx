export default function VolunteerTeacherPage() {
  return <h1>VolunteerTeacherPage (under construction)</h1>;
}
