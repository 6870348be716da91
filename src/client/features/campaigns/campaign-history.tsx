/** Progress and history of mail campaigns, shown in the Send Mail panel. Filled in by the mail work. */
export function CampaignHistory() {
  return null;
}
