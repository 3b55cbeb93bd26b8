import { startCluster } from './cluster.ts';

// `node system/cluster/start.ts`: the cluster with the real web build, until SIGTERM or Ctrl-C,
// then everything it started is stopped. The browser journey's webServer; also handy by hand.
// CLUSTER_PORT fixes nginx's balanced port, and the next two its addresses for instance A
// and B; without it free ports are used. The addresses are printed.

const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;
const cluster = await startCluster({
  port,
  instancePorts: port ? [port + 1, port + 2] : undefined,
  realWebBuild: true,
  echo: process.env.SYSTEM_VERBOSE === '1',
});
console.log(`Turnout cluster: ${cluster.url} (nginx, balanced)`);
cluster.viaNginxTo.forEach((url, i) => {
  console.log(`  instance ${'AB'[i]}: ${url} through nginx, ${cluster.instances[i]!.url} direct`);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
