import { ConfirmEmailScreen } from '../features/account/public/confirm-email-screen.tsx';

export default function ConfirmEmailPage() {
  return <ConfirmEmailScreen />;
}
