/** The owner's Staff panel: who can use the dashboard, with which role, and the invitations sent. */
export function StaffPanel() {
  return <p>Staff accounts are being set up.</p>;
}
