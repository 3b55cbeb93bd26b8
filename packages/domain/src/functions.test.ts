import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, functionPath } from './functions.ts';

describe('functionPath', () => {
  it('puts the name under /functions, encoded', () => {
    expect(functionPath(FUNCTION_NAMES.systemClientCompatibility)).toBe(
      '/functions/systemClientCompatibility',
    );
    expect(functionPath('a/b c')).toBe('/functions/a%2Fb%20c');
  });
});
