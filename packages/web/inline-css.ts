import type { Plugin } from 'vite';

/**
 * Puts the app's one stylesheet (Roboto's @font-face rules, about 2.5 kB gzipped) into
 * index.html. As a file it is render-blocking: one more round trip before the first paint on a
 * slow network (Lighthouse, docs/performance.md). The CSP allows inline styles (emotion needs them anyway),
 * and its font URLs are absolute, so they still resolve from the page.
 */
export function inlineCss(): Plugin {
  return {
    name: 'turnout:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}
