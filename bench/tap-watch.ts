// What the interaction benchmark runs in the page before each tap (page.evaluate), shared by the
// app's rounds (interaction.ts) and the bare page's (bare-tap.ts), so both are watched alike.

/**
 * Runs in the page before the tap: the Present button's centre, and two promises. The first
 * animation frame whose DOM shows the change is marked (`mark`, in that frame's task, before its
 * style, layout and paint); `benchShown` resolves in the task after that frame, `benchTiming` a
 * moment later with the Event Timing duration of the tap, which the browser reports once the
 * next paint happened.
 */
export function watchForPresent({ expectedCount, mark }: { expectedCount: number; mark: string }) {
  const sheet = document.querySelector('section[aria-label="Selected day"]');
  const toggle = sheet?.querySelector('[role="group"][aria-label="My attendance"]');
  const present = [...(toggle?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent?.trim() === 'Present',
  );
  if (!sheet || !present) throw new Error('No Present button in the day sheet.');
  const shown = () =>
    present.getAttribute('aria-pressed') === 'true' &&
    sheet.querySelector('[data-testid="count-present"]')?.textContent === String(expectedCount);

  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  const start = performance.now();
  const page = window as unknown as Record<string, Promise<number>>;
  page.benchShown = new Promise<number>((resolve) => {
    const frame = () => {
      if (!shown()) {
        requestAnimationFrame(frame);
        return;
      }
      performance.mark(mark);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
  page.benchTiming = page.benchShown.then(
    () =>
      new Promise<number>((resolve) =>
        setTimeout(() => {
          entries.push(...observer.takeRecords());
          observer.disconnect();
          const tap = entries.filter(
            (entry) => entry.startTime >= start && (entry as PerformanceEventTiming).interactionId,
          );
          resolve(Math.max(0, ...tap.map((entry) => entry.duration)));
        }, 200),
      ),
  );
  const box = present.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
