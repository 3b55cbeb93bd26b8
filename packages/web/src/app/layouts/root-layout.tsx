import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <>
      <Outlet />
      {/* A new screen starts at its top; going back returns to where the user was. */}
      <ScrollRestoration />
    </>
  );
}
