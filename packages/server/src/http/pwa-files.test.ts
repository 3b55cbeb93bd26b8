import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';

// The installable web app: the service worker and the manifest must be revalidated on
// every visit, or a deploy would not reach installed apps; the CSP must let them work.
describe('serving the service worker and the manifest', () => {
  const t = useTestApp();

  it.each(['/sw.js', '/manifest.webmanifest'])('serves %s with no-cache', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest in the browser’s language', async () => {
    const manifest = async (language: string) => {
      const res = await t.request({
        method: 'GET',
        url: '/manifest.webmanifest',
        headers: { 'accept-language': language },
      });
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return res.json();
    };
    expect(await manifest('de-CH, en;q=0.5')).toMatchObject({
      name: 'Turnout',
      lang: 'de',
      description: 'Plant gemeinsam in eurer Gruppe, wer wann dabei ist.',
    });
    expect(await manifest('en-GB')).toMatchObject({
      name: 'Turnout',
      lang: 'en',
      description: 'Plan attendance together with your group.',
    });
  });

  it('serves the service worker as JavaScript from the root scope', async () => {
    const res = await t.request({ method: 'GET', url: '/sw.js' });
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('allows same-origin workers and manifests in the CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
