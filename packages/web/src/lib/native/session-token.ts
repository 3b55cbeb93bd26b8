// Native shells authenticate with a bearer token (the server hands it out when log-in or sign-up
// say `client: 'native'`); the web uses its httpOnly cookie and never sees a token.
// Kept in localStorage, which belongs to the shell's own WebView origin.

const KEY = 'turnout.sessionToken';

export function getSessionToken(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function setSessionToken(token: string | undefined): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the shell then stays signed out, as without a token.
  }
}

/** The Authorization header for the token, when there is one. */
export function bearerHeader(): Record<string, string> {
  const token = getSessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
