import { ImprintPage } from '../../features/info/components/imprint-page.tsx';

export function Component() {
  return <ImprintPage />;
}
