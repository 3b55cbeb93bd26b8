import { readdir, readFile } from 'node:fs/promises';

// Reads another process's memory and handle counts from /proc (Linux), from the outside: the
// server needs no debug endpoint and runs exactly as in production.

export interface ProcessSample {
  /** Resident set size, in MiB. */
  rssMiB: number;
  /** Open file descriptors: sockets, files, pipes, epoll and timer fds. */
  fds: number;
  threads: number;
}

export async function sampleProcess(pid: number): Promise<ProcessSample> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]);
  };
  const fds = (await readdir(`/proc/${pid}/fd`)).length;
  return { rssMiB: field('VmRSS') / 1024, fds, threads: field('Threads') };
}
