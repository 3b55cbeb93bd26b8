import { MIN_ANDROID_WEBVIEW, MIN_IOS_SAFARI } from '@turnout/domain';
import { afterEach, describe, expect, it } from 'vitest';
import source from '../../public/compat-check.js?raw';
import { versionsDe } from './i18n/de/versions.ts';
import { versionsEn } from './i18n/en/versions.ts';

// public/compat-check.js runs before the bundle, as plain ES5; here it runs in jsdom with the
// user agent of each engine, and must turn away exactly those older than the minimums of docs/product.md#compatibility-fallback-screen.

function runWith(userAgent: string): boolean {
  document.body.innerHTML = '<div id="root"><div class="boot-spinner"></div></div>';
  document.documentElement.removeAttribute('data-incompatible');
  new Function('navigator', 'document', source)({ userAgent }, document);
  return document.documentElement.hasAttribute('data-incompatible');
}

const webView = (chrome: string) =>
  `Mozilla/5.0 (Linux; Android 10; SM-G973F Build/QP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${chrome} Mobile Safari/537.36`;
const iPhone = (os: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${os.replace(/_/g, '.')} Mobile/15E148 Safari/604.1`;
const iPhoneShell = (os: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;
const macSafari = (version: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${version} Safari/605.1.15`;

afterEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-incompatible');
});

describe('compat-check.js', () => {
  it('uses the product’s minimums', () => {
    expect(MIN_ANDROID_WEBVIEW).toBe(92);
    expect(MIN_IOS_SAFARI).toBe('15.4');
  });

  it.each([
    ['Android WebView 90', webView('90.0.4430.91')],
    ['Android WebView 91', webView('91.0.4472.120')],
    [
      'Android 4.3 WebView (before Chromium)',
      'Mozilla/5.0 (Linux; U; Android 4.3; en-us; GT-I9300 Build/JSS15J) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
    ],
    ['iOS Safari 15.3', iPhone('15_3')],
    ['iOS Safari 14.8', iPhone('14_8')],
    ['the iOS shell on iOS 15.3.1', iPhoneShell('15_3_1')],
    [
      'Chrome on iOS 15.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/96.0.4664.53 Mobile/15E148 Safari/604.1',
    ],
    ['Safari 15.3 on a Mac', macSafari('15.3')],
    [
      'Chrome 91',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/91.0.4472.124 Safari/537.36',
    ],
  ])('turns away %s', (_, userAgent) => {
    expect(runWith(userAgent)).toBe(true);
    expect(document.getElementById('root')).toBeNull();
    expect(document.querySelector('h1')).toHaveTextContent(versionsEn.versions.incompatible.title);
    expect(document.body).toHaveTextContent(versionsEn.versions.incompatible.advice);
  });

  it('speaks German on a German page', () => {
    document.documentElement.lang = 'de';
    expect(runWith(webView('90.0.4430.91'))).toBe(true);
    expect(document.querySelector('h1')).toHaveTextContent(versionsDe.versions.incompatible.title);
    expect(document.body).toHaveTextContent(versionsDe.versions.incompatible.advice);
  });

  it.each([
    ['Android WebView 92', webView('92.0.4515.115')],
    ['Android WebView 120', webView('120.0.6099.43')],
    ['iOS Safari 15.4', iPhone('15_4')],
    ['iOS Safari 17.1', iPhone('17_1')],
    ['the iOS shell on iOS 16.0', iPhoneShell('16_0')],
    ['Safari 15.4 on a Mac', macSafari('15.4')],
    ['Safari 17 on a Mac', macSafari('17.0')],
    [
      'Chrome 120 on Android',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
    ['Firefox 121', 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0'],
    ['an unknown agent', 'curl/8.0'],
    ['no agent', ''],
  ])('lets %s run the app', (_, userAgent) => {
    expect(runWith(userAgent)).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });
});
