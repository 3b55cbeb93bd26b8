import type { ReactNode } from 'react';
import { Container } from './ui/ui.tsx';

/** The content column of a screen: readable width on desktops, full width on phones. */
export function Page({ children }: { children: ReactNode }) {
  return <Container page>{children}</Container>;
}
