import type { ClientConfig, User } from '@turnout/domain';

export const testConfig: ClientConfig = {
  publicUrl: 'https://turnout.example',
  timeZone: 'Europe/Berlin',
  locale: 'de',
  contactFormUrl: 'https://turnout.example/contact',
  androidTestersUrl: 'https://turnout.example/contact?reason=join-android-testing-program',
  feedbackUrl: 'https://turnout.example/feedback',
  debug: false,
  authEnabled: true,
  signUp: 'open',
  inviteDefaultExpiry: '7d',
};

export const testUser: User = {
  id: 'u1',
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  language: 'en',
  languageChosen: false,
};

/** A JSON response as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The server's error shape, `{ error: { code, message } }`. */
export function apiError(status: number, code: string): Response {
  return json(status, { error: { code, message: `server says ${code}` } });
}
