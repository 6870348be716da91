import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { useRedirectIfAuthenticated } from '../features/auth/use-redirect-if-authenticated.ts';

export default function LoginPage() {
  useRedirectIfAuthenticated();
  return <LoginScreen />;
}
