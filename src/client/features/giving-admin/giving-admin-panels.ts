/** The dashboard's Giving group: the panels the side menu opens. */
export { DonationsPanel } from './components/donations-panel.tsx';
export { GivingSettingsForm as GivingSettingsPanel } from './components/giving-settings-form.tsx';
