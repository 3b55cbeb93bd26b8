// Where the server is. The web app is served by it, so the default is the page's own origin
// (relative URLs). A native shell loads the app from its own bundle and sets the server's origin
// at build time: VITE_API_ORIGIN=https://turnout.example (see docs/native.md).

const configured: unknown = import.meta.env.VITE_API_ORIGIN;

/** The API's origin without a trailing slash; '' for the page's own origin. */
export const API_ORIGIN = typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';

/** `path` on the API's origin. */
export function apiUrl(path: string): string {
  return `${API_ORIGIN}${path}`;
}
