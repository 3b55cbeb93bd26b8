import type { CDPSession } from '@playwright/test';

// Reads a Chromium trace (CDP Tracing, JSON events) for the interaction benchmark: the renderer
// main thread's work from the task that dispatched the tap to the task of the frame that first
// showed its result (marked in that frame's animation-frame callback with performance.mark).

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

export interface WindowFigures {
  /** Wall time of the main thread's tasks in the window (the throttling stretches it). */
  taskMs: number;
  /** Of which running script (event handlers, timers, microtasks, animation frames). */
  scriptMs: number;
  /** Of which style recalculation and layout. */
  styleLayoutMs: number;
  /** Of which pre-paint, paint, layerizing and the commit to the compositor. */
  paintMs: number;
  /** How many tasks ran in the window. */
  tasks: number;
}

const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'v8.callFunction']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);
const INPUT = new Set(['touchstart', 'pointerdown', 'pointerover', 'mousedown', 'click']);

const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);

/** The events of `names` that no other of them encloses (nested events would count twice). */
function outermost(events: TraceEvent[], names: Set<string>): TraceEvent[] {
  const picked: TraceEvent[] = [];
  const sorted = events
    .filter((event) => names.has(event.name) && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const event of sorted) {
    const last = picked.at(-1);
    if (last && event.ts < end(last)) continue;
    picked.push(event);
  }
  return picked;
}

const sumMs = (events: TraceEvent[]) =>
  events.reduce((total, event) => total + (event.dur ?? 0), 0) / 1000;

/** The figures of the window that ends with the frame holding the mark `shownMark`. */
export function tapWindow(events: TraceEvent[], shownMark: string): WindowFigures {
  const mark = events.find((event) => event.name === shownMark);
  if (!mark) throw new Error(`The trace has no mark ${shownMark}.`);
  const thread = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const tasks = outermost(thread, TASKS);
  const frame = tasks.find((task) => task.ts <= mark.ts && mark.ts <= end(task));
  const input = thread
    .filter((event) => event.name === 'EventDispatch' && INPUT.has(event.args?.data?.type ?? ''))
    .sort((a, b) => a.ts - b.ts)[0];
  const first = input && tasks.find((task) => task.ts <= input.ts && input.ts <= end(task));
  if (!frame || !first) throw new Error('The trace has no tap or no frame that showed it.');
  const inWindow = tasks.filter((task) => task.ts >= first.ts && task.ts <= frame.ts);
  const within = thread.filter((event) =>
    inWindow.some((task) => event.ts >= task.ts && end(event) <= end(task)),
  );
  return {
    taskMs: sumMs(inWindow),
    scriptMs: sumMs(outermost(within, SCRIPT)),
    styleLayoutMs: sumMs(outermost(within, STYLE_LAYOUT)),
    paintMs: sumMs(outermost(within, PAINT)),
    tasks: inWindow.length,
  };
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing'];

/** The trace events of what the page did during `during` (CDP Tracing, events as they come). */
export async function traceDuring(
  cdp: CDPSession,
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: CATEGORIES.join(','),
    transferMode: 'ReportEvents',
  });
  try {
    await during();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}
