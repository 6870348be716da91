import { ForgotPasswordScreen } from '../features/account/public/forgot-password-screen.tsx';

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
