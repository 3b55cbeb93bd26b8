import { AboutPage } from '../../features/info/components/about-page.tsx';

export function Component() {
  return <AboutPage />;
}
