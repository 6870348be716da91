/** Your account: name, e-mail address and password (grown in the next commits). */
export function ProfilePanel() {
  return <p>Your name, e-mail address and password.</p>;
}
