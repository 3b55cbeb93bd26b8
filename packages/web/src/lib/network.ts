import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query assumes "online" until the browser says otherwise through an event; a page that
 * starts offline (opened from the service worker's cache) would then try, fail and show an error.
 * Starting from navigator.onLine makes its queries wait instead, and the `online` event resumes
 * them: the app recovers by itself when the network returns.
 */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    onlineManager.setOnline(false);
  }
}
