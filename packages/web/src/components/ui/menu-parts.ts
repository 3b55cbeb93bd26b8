import { createContext } from 'react';
import type { Menu } from '@base-ui/react/menu';

/**
 * Base UI's menu parts, handed down by the lazily loaded popup: MenuItem and its kin live in
 * the light `menu.tsx` and render these once the menu has opened (type-only import here).
 */
export const MenuParts = createContext<typeof Menu | null>(null);
