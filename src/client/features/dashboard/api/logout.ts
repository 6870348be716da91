import { useMutation } from '@tanstack/react-query';
import { logout } from '#client/features/auth/logout.ts';

/** POST /api/logout through the dashboard's query client, so the button can show that it is working. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
