import { describe, expect, it } from 'vitest';
import { codeForStatus, STATUS_BY_CODE } from './errors.ts';

describe('HTTP status mapping (docs/product.md#error-shape-and-http-statuses)', () => {
  it('maps every listed status to its code and back', () => {
    for (const [code, status] of Object.entries(STATUS_BY_CODE)) {
      expect(codeForStatus(status)).toBe(code);
    }
  });

  it('answers unknown for anything else', () => {
    expect(codeForStatus(418)).toBe('unknown');
    expect(codeForStatus(502)).toBe('unknown');
  });
});
