import { volunteerRoles } from '../texts/volunteer.ts';
import { VolunteerRole } from '../features/get-involved/components/volunteer-role.tsx';

export default function VolunteerTeacherPage() {
  return <VolunteerRole content={volunteerRoles.teacher} />;
}
