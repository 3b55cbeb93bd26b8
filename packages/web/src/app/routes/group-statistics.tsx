import { StatisticsScreen } from '../../features/statistics/components/statistics-screen.tsx';

// /groups/:groupId/statistics (docs/product.md#statistics): the statistics feature's screen.
export function Component() {
  return <StatisticsScreen />;
}
