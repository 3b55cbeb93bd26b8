import { CLIENT_VERSION } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import packageJson from '../../../../package.json?raw';

describe('client version', () => {
  it('is the root package version (docs/product.md#codes-and-versions)', () => {
    expect((JSON.parse(packageJson) as { version: string }).version).toBe(CLIENT_VERSION);
  });
});
