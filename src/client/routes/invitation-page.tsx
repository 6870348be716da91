import { InvitationScreen } from '../features/staff/invitation-screen.tsx';

export default function InvitationPage() {
  return <InvitationScreen />;
}
