/** The record of who changed what in the dashboard (docs/staff.md "The activity log"). */
export function ActivityPanel() {
  return (
    <section aria-labelledby="activity-title">
      <h2 id="activity-title">Activity</h2>
    </section>
  );
}
