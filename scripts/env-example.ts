import { writeFile } from 'node:fs/promises';
import { renderEnvExample } from '../packages/server/src/config/env-example.ts';

// npm run env:example: writes .env.example from the config schema (after adding a setting).
await writeFile(new URL('../.env.example', import.meta.url), renderEnvExample());
console.log('.env.example written');
