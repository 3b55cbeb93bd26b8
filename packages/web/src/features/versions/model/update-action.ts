import type { ClientCompatibility } from '@turnout/domain';
import type { Platform } from '../../../lib/native/bridge.ts';

/** What the blocking "Updated required" dialog offers (docs/product.md#update-dialogs). */
export type UpdateAction =
  { kind: 'play-store'; href: string } | { kind: 'app-store'; href: string } | { kind: 'refresh' };

/**
 * The Android shell updates through the Play Store; the web reloads into the new build. The product
 * says nothing of iOS: the App Store when a link is configured, else a reload like the web.
 */
export function updateAction(platform: Platform, compatibility: ClientCompatibility): UpdateAction {
  if (platform === 'android' && compatibility.androidStoreLink) {
    return { kind: 'play-store', href: compatibility.androidStoreLink };
  }
  if (platform === 'ios' && compatibility.appleStoreLink) {
    return { kind: 'app-store', href: compatibility.appleStoreLink };
  }
  return { kind: 'refresh' };
}
