/** The landing page's logo and name (landing-layout.tsx); the logo is its largest paint. */
export const LANDING_LOGO = '/img/logo.svg';
export const LANDING_TEXT_LOGO = '/img/text-logo.svg';

/**
 * Starts fetching the landing page's images; the route table calls it when it starts loading
 * the page's code, so they arrive together instead of one round trip after the page rendered.
 */
export function preloadLandingImages(): void {
  for (const src of [LANDING_LOGO, LANDING_TEXT_LOGO]) new Image().src = src;
}
