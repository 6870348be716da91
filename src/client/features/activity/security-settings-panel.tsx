/** The settings that guard the dashboard: how long the activity log is kept. */
export function SecuritySettingsPanel() {
  return (
    <section aria-labelledby="security-settings-title">
      <h2 id="security-settings-title">Security settings</h2>
    </section>
  );
}
