import { ThemePreview } from '../../../features/debug/components/theme-preview.tsx';

export function Component() {
  return <ThemePreview />;
}
