// `npm run audit:prod`: npm audit of the production dependencies. Fails on any high or critical
// advisory, and also when the audit could not be done at all: `npm audit --json` exits 0 when
// the registry's audit endpoint answers with an error, so a plain pipe would pass silently.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

interface Vulnerability {
  name: string;
  severity: 'info' | 'low' | 'moderate' | 'high' | 'critical';
  via: (string | { title: string; url: string })[];
  fixAvailable: boolean | { name: string; version: string };
}
interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>;
  metadata?: { dependencies: { prod: number } };
  message?: string;
}

const BLOCKING = new Set(['high', 'critical']);

const output = await promisify(execFile)('npm', ['audit', '--omit=dev', '--json'], {
  maxBuffer: 64 * 1024 * 1024,
}).then(
  ({ stdout }) => stdout,
  // npm exits 1 when it finds advisories; the report is on stdout all the same.
  (error: { stdout?: string }) => error.stdout ?? '',
);

let report: AuditReport;
try {
  report = JSON.parse(output) as AuditReport;
} catch {
  report = { message: output.trim() || 'npm audit printed nothing' };
}
if (!report.vulnerabilities || !report.metadata) {
  console.error(
    `audit:prod: the audit could not be done, so the production dependencies were NOT checked.\n` +
      `npm said: ${report.message ?? 'no report'}\n` +
      `The registry's audit endpoint must be reachable (POST /-/npm/v1/security/advisories/bulk).`,
  );
  process.exit(2);
}

const blocking = Object.values(report.vulnerabilities).filter((v) => BLOCKING.has(v.severity));
for (const v of blocking) {
  const advisories = v.via.map((via) =>
    typeof via === 'string' ? `via ${via}` : `${via.title} ${via.url}`,
  );
  const fix = v.fixAvailable ? 'a fix is available (npm audit fix)' : 'no fix available yet';
  console.error(`${v.severity}: ${v.name}: ${advisories.join('; ')}; ${fix}`);
}
const others = Object.keys(report.vulnerabilities).length - blocking.length;
const summary = `${report.metadata.dependencies.prod} production dependencies`;
if (blocking.length > 0) {
  console.error(`audit:prod: ${blocking.length} high or critical advisories in ${summary}.`);
  process.exit(1);
}
console.log(
  `audit:prod: no high or critical advisories in ${summary}` +
    (others > 0 ? ` (${others} lower; see npm audit --omit=dev).` : '.'),
);
