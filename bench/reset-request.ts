// Reset-request timing (ADR 028): `npm run bench:reset-request`.
//
// Does a password-reset request take longer for an address with an account than for one
// without? Forks this file as the server (the embedded database in a temporary DATA_DIR, rate
// limits raised out of the way, one account signed up); this process is the client, as an
// attacker would be: in another process, timing each answer over HTTP. Requests for the account's
// address and for unknown addresses go in a shuffled order, and the two sets of times are
// compared: median, p90, and how often a known request was slower than an unknown one
// (0.5 means no difference). Timing on a shared machine is noisy, so this is a report for a
// person, not a test: the unit test compares what the request writes
// (features/auth/password-reset.test.ts).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_PATHS, CSRF_HEADER } from '@turnout/domain';
import { buildApp } from '../packages/server/src/app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { percentile } from './percentile.ts';
import { mulberry32 } from './random.ts';
import { printTable } from './table.ts';

const email = 'known@example.org';

if (process.argv[2] === 'server') await serve();
else await measure();

async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnout-bench-reset-'));
  const { config, database } = await openBenchDatabase({
    DATA_DIR: dataDir,
    RESET_LIMIT_PER_EMAIL: '100000000',
    RESET_LIMIT_PER_CLIENT: '100000000',
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  const signUp = await app.inject({
    method: 'POST',
    url: API_PATHS.signUp,
    headers: { [CSRF_HEADER]: '1' },
    payload: { name: 'Known', email, password: 'a good secret' },
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up answered ${signUp.statusCode}`);
  await app.listen({ host: config.host, port: 0 });
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.once('message', async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function measure(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
  const child = fork(fileURLToPath(import.meta.url), ['server']);
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  try {
    const ask = async (address: string) => {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${API_PATHS.passwordResetRequest}`, {
        method: 'POST',
        headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ email: address }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`reset request answered ${res.status}`);
      return performance.now() - started;
    };
    // Warm-up: the first requests pay for compiled code and prepared statements.
    for (let n = 0; n < 20; n++) await ask(n % 2 ? email : `warm-${n}@example.org`);
    // Shuffled with a fixed seed (Fisher–Yates), so load drifts touch both kinds alike.
    const order = [
      ...Array.from({ length: rounds }, () => 'known' as const),
      ...Array.from({ length: rounds }, () => 'unknown' as const),
    ];
    const random = mulberry32(28);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    for (const [n, kind] of order.entries()) {
      times[kind].push(await ask(kind === 'known' ? email : `nobody-${n}@example.org`));
    }

    const ms = (value: number) => `${value.toFixed(2)} ms`;
    printTable(
      ['addresses', 'requests', 'median', 'p90'],
      (['known', 'unknown'] as const).map((kind) => [
        kind,
        String(times[kind].length),
        ms(percentile(times[kind], 50)),
        ms(percentile(times[kind], 90)),
      ]),
    );
    // The chance that a known request was slower than an unknown one (Mann–Whitney's U / n²).
    let slower = 0;
    for (const known of times.known) {
      for (const unknown of times.unknown)
        slower += known > unknown ? 1 : known === unknown ? 0.5 : 0;
    }
    const share = slower / (times.known.length * times.unknown.length);
    console.log(
      `A known address's request was the slower of a pair in ${(share * 100).toFixed(1)} % of pairs ` +
        '(50 % is no difference; a generous band of 40–60 % reads as the same).',
    );
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}
