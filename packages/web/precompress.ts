import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text the browser downloads. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (best quality) and a gzip copy beside every compressible file of the build;
 * the server sends them as they are (@fastify/static's preCompressed). Compressing at the best
 * quality takes seconds, which a build can spend once and a server cannot spend per request: the
 * entry chunk is 14 % smaller than on-the-fly Brotli makes it, and asset requests cost the server
 * no compression at all (Lighthouse, docs/performance.md).
 *
 * Not for the native shells' build (VITE_API_ORIGIN set): they read the files from the app
 * package, where the copies would only add weight.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'turnout:precompress',
    apply: (_config, { command }) => command === 'build' && !process.env.VITE_API_ORIGIN,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compress(outDir, file)),
        );
      },
    },
  };
}

async function compress(dir: string, file: string): Promise<void> {
  const full = path.join(dir, file);
  const source = await readFile(full);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  // A copy that is no smaller is left out: the server then sends the file itself.
  if (br.length < source.length) await writeFile(`${full}.br`, br);
  if (gz.length < source.length) await writeFile(`${full}.gz`, gz);
}
