import { ComingSoon } from '../../components/coming-soon.tsx';

// For /locations and /groups-settings, whose content the product
// does not show; the route's handle gives each its title.
export function Component() {
  return <ComingSoon />;
}
