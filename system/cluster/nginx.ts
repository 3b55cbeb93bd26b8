import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// nginx in front of the Turnout instances, as docs/deploy.md describes it: one upstream with
// every instance (round-robin), keep-alive connections, forwarded headers, and the live-event
// stream passed through unbuffered. The site part (siteConfig) is the one the deployment guide
// shows; the cluster test checks that the guide still contains it word for word.

export interface NginxSite {
  /** The address nginx listens on, e.g. 127.0.0.1:8080. */
  listen: string;
  /** Name of the upstream block (several sites may share one). */
  upstream: string;
  /** More directives after `listen` (server_name, TLS certificates in production). */
  extra?: readonly string[];
}

/** An `upstream` block over the given instances (host:port each). */
export function upstreamConfig(name: string, instances: readonly string[]): string {
  return [
    `upstream ${name} {`,
    ...instances.map((address) => `    server ${address};`),
    '    keepalive 16;',
    '}',
  ].join('\n');
}

/** A `server` block proxying to an upstream: the part of the setup that matters to Turnout. */
export function siteConfig({ listen, upstream, extra = [] }: NginxSite): string {
  return `server {
    listen ${listen};
${extra.map((line) => `    ${line}\n`).join('')}
    # Keep-alive to the instances, and the client's address, scheme and host for Turnout
    # (TRUST_PROXY): rate limits count per client, the CSRF check compares the Origin.
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;

    location / {
        proxy_pass http://${upstream};
    }

    # Live events (Server-Sent Events): each event goes out at once, and a quiet stream stays
    # open (Turnout sends a heartbeat well within the timeout).
    location = /api/events {
        proxy_pass http://${upstream};
        proxy_buffering off;
        proxy_read_timeout 1h;
    }
}`;
}

/**
 * A whole nginx.conf for a private nginx process: pid, logs and temporary files in `dir`, the
 * upstreams, and one server block per site.
 */
export function nginxConfig(options: {
  dir: string;
  upstreams: readonly string[];
  sites: readonly NginxSite[];
  /** Connections per worker (each proxied stream takes two); 1024 unless given. */
  workerConnections?: number;
  /**
   * Worker processes (1 unless given). The open-file limit is per process, so many streams need
   * several workers; give each site's `listen` the `reuseport` flag so the kernel spreads the
   * connections over them. Start such a configuration with `startNginx(…, { master: true })`.
   */
  workerProcesses?: number;
}): string {
  const { dir } = options;
  const connections = options.workerConnections ?? 1024;
  const workers = options.workerProcesses ?? 1;
  return `# Generated for one cluster run (system/cluster/nginx.ts); not a production configuration.
pid ${dir}/nginx.pid;
error_log stderr warn;
${workers > 1 ? `worker_processes ${workers};\n${process.getuid?.() === 0 ? 'user root;\n' : ''}` : ''}worker_rlimit_nofile ${connections + 100};
events {
    worker_connections ${connections};
}
http {
    log_format upstream '$request_method $uri $status $upstream_addr';
    access_log ${dir}/access.log upstream;
    client_body_temp_path ${dir}/temp/client;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;

${indent([...options.upstreams, ...options.sites.map(siteConfig)].join('\n\n'))}
}
`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');
}

export function nginxBinary(): string {
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    throw new Error(
      `The cluster needs nginx at ${binary}: run \`bash scripts/ensure-nginx.sh\` (installs the ` +
        'Debian package nginx as root), or set NGINX_PATH.',
    );
  }
  return binary;
}

export interface NginxProcess {
  /** What nginx printed (its error log goes to stderr). */
  output(): string;
  /** The access log: one line per request with the instance that answered it. */
  accessLogFile: string;
  /** The worker processes' ids (none without a master: the process itself serves). */
  workerPids(): number[];
  stop(): Promise<void>;
}

/**
 * Writes the configuration into `dir` and runs nginx in the foreground as a child process
 * (`daemon off`). Without `master`, there is no separate master process, so killing it leaves
 * no workers behind. With `master` (for `workerProcesses` > 1) the child is the master: it is
 * always ended with TERM, on which it ends its workers.
 */
export async function startNginx(
  dir: string,
  config: string,
  options: { master?: boolean } = {},
): Promise<NginxProcess> {
  const binary = nginxBinary();
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const master = options.master ?? false;
  const child = spawn(
    binary,
    [
      '-p',
      dir,
      '-c',
      file,
      '-e',
      'stderr',
      '-g',
      `daemon off; master_process ${master ? 'on' : 'off'};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A killed master would leave its workers running: TERM makes it end them first.
  const killOnExit = () => child.kill(master ? 'SIGTERM' : 'SIGKILL');
  process.once('exit', killOnExit);
  let running = true;
  void exited.then(() => {
    running = false;
    process.removeListener('exit', killOnExit);
  });
  // A configuration error ends nginx at once; give it that moment before declaring it up.
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 300))]);
  if (!running) throw new Error(`nginx did not start:\n${output}`);
  return {
    output: () => output,
    accessLogFile: path.join(dir, 'access.log'),
    workerPids: () => workerPids(child.pid),
    async stop() {
      if (!running) return;
      // TERM, not the graceful QUIT: that would wait for open event streams to end.
      const workers = workerPids(child.pid);
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const pid of [child.pid, ...workers]) {
          try {
            if (pid) process.kill(pid, 'SIGKILL');
          } catch {
            // gone already
          }
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The master's children, its workers, from /proc (Linux). */
function workerPids(master: number | undefined): number[] {
  if (master === undefined) return [];
  try {
    return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
