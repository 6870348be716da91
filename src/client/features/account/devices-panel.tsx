/** The devices signed in to your account (grown in the next commits). */
export function DevicesPanel() {
  return <p>The devices signed in to your account.</p>;
}
