import { storageKeys } from '#shared/api/auth';

/**
 * The browser-stored values of SPEC section 3. They only steer client routing: the server decides access
 * through its session cookie. Storage can be unavailable (private mode, blocked), which reads as logged out.
 */
export function isFlaggedAuthenticated(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.authenticated) === 'true';
  } catch {
    return false;
  }
}

export function rememberLogin(email: string): void {
  try {
    window.localStorage.setItem(storageKeys.authenticated, 'true');
    window.localStorage.setItem(storageKeys.email, email);
  } catch {
    // The session cookie still works; only the shortcut from /login to /dashboard is lost.
  }
}

export function forgetLogin(): void {
  try {
    window.localStorage.setItem(storageKeys.authenticated, 'false');
    window.localStorage.removeItem(storageKeys.email);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
