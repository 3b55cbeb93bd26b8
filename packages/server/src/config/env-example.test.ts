import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderEnvExample } from './env-example.ts';
import { envSchema } from './env-schema.ts';
import { parseConfig } from './parse.ts';

// .env.example is generated from the schema; a setting added without `npm run env:example`
// (or without its description, which the type of descriptions.ts demands) fails here.
const file = await readFile(new URL('../../../../.env.example', import.meta.url), 'utf8');

describe('.env.example', () => {
  it('is what the config schema generates (run npm run env:example after adding a setting)', () => {
    expect(file).toBe(renderEnvExample());
  });

  it('names every setting once', () => {
    const names = [...file.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(names).toEqual(Object.keys(envSchema.shape));
  });

  it('names every setting in the README’s configuration table too', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` /gm)].map((m) => m[1]);
    expect(new Set(rows)).toEqual(new Set(Object.keys(envSchema.shape)));
  });

  it('changes nothing when copied as it is, and its defaults parse', () => {
    const uncommented = Object.fromEntries(
      [...file.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.+)$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(parseConfig(uncommented)).toEqual(parseConfig({}));
  });
});
