/** The Expression of Interest form, for pages of other features (a programme's page). */
export { InterestForm } from './components/interest-form.tsx';
