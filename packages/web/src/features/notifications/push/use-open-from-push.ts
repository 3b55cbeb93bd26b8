import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** What public/push-sw.js posts to an open window when its notification is clicked. */
export const OPEN_NOTIFICATION_MESSAGE = 'turnout:open-notification';

function targetPathOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, targetPath } = data as { type?: unknown; targetPath?: unknown };
  if (type !== OPEN_NOTIFICATION_MESSAGE || typeof targetPath !== 'string') return undefined;
  // Only paths inside the app: a message never leads elsewhere.
  return targetPath.startsWith('/') && !targetPath.startsWith('//') ? targetPath : undefined;
}

/** A clicked push opens its day in this window, through the router (no reload). */
export function useOpenFromPush(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const path = targetPathOf(event.data);
      if (path) void navigate(path);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
