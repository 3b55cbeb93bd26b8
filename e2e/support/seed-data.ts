// Accounts the e2e server is seeded with before it starts (see start-server.ts).
export const DISABLED_USER = {
  name: 'Disabled Dora',
  email: 'disabled-dora@example.org',
  password: 'correct horse',
} as const;
