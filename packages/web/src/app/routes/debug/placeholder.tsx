import { DebugPlaceholder } from '../../../features/debug/components/debug-placeholder.tsx';

export function Component() {
  return <DebugPlaceholder />;
}
