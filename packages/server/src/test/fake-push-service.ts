import type { AddressInfo, Server } from 'node:net';

// What the fakes of the push services share: a loopback listener (all three), and the answers
// scripted per device token (FCM and APNs: dead tokens, and failures to come before a delivery).

/** A failure a fake answers once: its status, and the Retry-After it names, if any. */
export interface ScriptedFailure {
  status: number;
  retryAfter?: string;
}

export interface TokenScript<Dead> {
  /** How the fake answers a dead token from now on. */
  kill(token: string, answer: Dead): void;
  dead(token: string): Dead | undefined;
  /** The next sends to `token` answer these statuses (then it is delivered). */
  failNext(token: string, ...failures: ScriptedFailure[]): void;
  /** The failure due for the token, with its Retry-After header; undefined when none is. */
  nextFailure(token: string): { status: number; headers: Record<string, string> } | undefined;
}

export function tokenScript<Dead>(): TokenScript<Dead> {
  const dead = new Map<string, Dead>();
  const failures = new Map<string, ScriptedFailure[]>();
  return {
    kill: (token, answer) => void dead.set(token, answer),
    dead: (token) => dead.get(token),
    failNext: (token, ...list) =>
      void failures.set(token, [...(failures.get(token) ?? []), ...list]),
    nextFailure(token) {
      const failure = failures.get(token)?.shift();
      if (!failure) return undefined;
      const headers: Record<string, string> = failure.retryAfter
        ? { 'retry-after': failure.retryAfter }
        : {};
      return { status: failure.status, headers };
    },
  };
}

/** Listens on a free loopback port; the server's origin. */
export async function startOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
