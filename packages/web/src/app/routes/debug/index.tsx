import { DebugIndex } from '../../../features/debug/components/debug-index.tsx';

export function Component() {
  return <DebugIndex />;
}
