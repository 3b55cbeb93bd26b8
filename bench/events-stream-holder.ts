import type { Group, Member } from './events-seed.ts';
import { deliveries, openTimedStream, type TimedStream } from './events-timed-streams.ts';

// A share of the cluster benchmark's streams in a process of its own (events-cluster.ts forks a
// few): the open-file limit is per process, and a process that holds 15,000 sockets next to
// the writer would also delay the writer's acknowledgements. Arrivals are timed on the
// machine's monotonic clock, as the writer's acknowledgements are, and sent back at the end.

export type HolderRequest =
  | { type: 'open'; base: string; owners: { member: Member; group: Group }[] }
  | { type: 'count' }
  | { type: 'report' };

export type HolderMessage =
  | { type: 'opened'; streams: number }
  | { type: 'count'; deliveries: number }
  | {
      type: 'report';
      streams: {
        userId: string;
        groupId: string;
        changed: [string, number][];
        inbox: number;
        ended: boolean;
      }[];
    };

const streams: TimedStream[] = [];

process.on('message', (request: HolderRequest) => {
  void handle(request).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// The parent gone (or done): the streams go with this process.
process.on('disconnect', () => process.exit(0));

async function handle(request: HolderRequest): Promise<void> {
  if (request.type === 'open') {
    const { base, owners } = request;
    for (let i = 0; i < owners.length; i += 100) {
      const batch = owners.slice(i, i + 100).map((owner) => openTimedStream(base, owner));
      streams.push(...(await Promise.all(batch)));
    }
    send({ type: 'opened', streams: streams.length });
  } else if (request.type === 'count') {
    send({ type: 'count', deliveries: deliveries(streams) });
  } else {
    send({
      type: 'report',
      streams: streams.map(({ userId, groupId, changed, inbox, ended }) => ({
        userId,
        groupId,
        changed: [...changed],
        inbox,
        ended,
      })),
    });
  }
}

function send(message: HolderMessage): void {
  process.send!(message);
}
