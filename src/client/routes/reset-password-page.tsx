import { ResetPasswordScreen } from '../features/account/public/reset-password-screen.tsx';

export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
