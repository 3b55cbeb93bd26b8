import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

/** The content column of a screen: readable width on desktops, full width on phones. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {children}
    </Container>
  );
}
