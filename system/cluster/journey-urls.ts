// Where the browser journey's cluster listens (start.ts with CLUSTER_PORT): nginx balancing
// over both instances, and nginx's address for each instance alone.
const port = Number(process.env.CLUSTER_PORT ?? 3300);

export const CLUSTER_URLS = {
  port,
  balanced: `http://127.0.0.1:${port}`,
  instanceA: `http://127.0.0.1:${port + 1}`,
  instanceB: `http://127.0.0.1:${port + 2}`,
};
