import { CLIENT_VERSION } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json?raw';

describe('client version', () => {
  it('is the web package version (docs/product.md#codes-and-versions)', () => {
    expect(CLIENT_VERSION).toBe('0.7.2');
    expect((JSON.parse(packageJson) as { version: string }).version).toBe(CLIENT_VERSION);
  });
});
