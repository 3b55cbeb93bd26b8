import { ApiError } from '../../http/api-error.ts';

// The sites a coach lets embed the public view: origins only (scheme, host, port), http or
// https, so each is a valid CSP frame-ancestors source and nothing else can ride along.

export function checkFrameAncestors(values: string[]): string[] {
  const origins = values.filter(Boolean).map((value) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const origin = url?.origin;
    if (!url || !/^https?:$/.test(url.protocol) || value.replace(/\/$/, '') !== origin) {
      throw new ApiError('invalid-argument', {
        key: 'errors.connect.frameAncestor',
        values: { value },
      });
    }
    return origin;
  });
  return [...new Set(origins)];
}
