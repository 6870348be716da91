/** The dashboard's Giving group: the panels the side menu opens. */
export { DonationsPanel } from './components/donations-panel.tsx';
export { BankStatementPanel } from './components/bank-statement-panel.tsx';
export { GivingSettingsForm as GivingSettingsPanel } from './components/giving-settings-form.tsx';
export { CertificatesPanel } from './components/certificates-panel.tsx';
