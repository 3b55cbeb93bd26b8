/*
 * Runs before the app's bundle (index.html loads it as a deferred plain script, before the
 * module; the CSP forbids inline ones). Plain ES5 on purpose: it must run on exactly the engines it turns away. When the engine
 * is older than the app supports (SPEC §2/§9: Android WebView 92, iOS Safari 15.4; the build's
 * targets match), the page shows the fallback screen and the app does not start.
 * The texts are those of src/lib/i18n/{en,de}/versions.ts (a unit test keeps them equal).
 */
/* global navigator, document */
(function () {
  'use strict';

  // In the page's language (index.html's inline script set <html lang> from the choice on this
  // device or the browser's); the same words as lib/i18n/{en,de}/versions.ts.
  var TEXTS = {
    en: {
      title: 'WebView version not compatible!',
      advice:
        'Please update Android System WebView (on Android), iOS (on iPhone and iPad) or your ' +
        'browser to the latest version, then open Turnout again.',
    },
    de: {
      title: 'Diese WebView-Version wird nicht unterstützt!',
      advice:
        'Bitte aktualisiere Android System WebView (auf Android), iOS (auf iPhone und iPad) ' +
        'oder deinen Browser auf die neueste Version und öffne Turnout dann noch einmal.',
    },
  };

  var MIN_CHROME = 92;
  var MIN_FIREFOX = 90;
  var MIN_WEBKIT = [15, 4];

  function lower(version, minimum) {
    for (var i = 0; i < minimum.length; i++) {
      var part = version[i] || 0;
      if (part !== minimum[i]) return part < minimum[i];
    }
    return false;
  }

  function numbers(match) {
    var result = [];
    for (var i = 1; i < match.length; i++) result.push(parseInt(match[i] || '0', 10));
    return result;
  }

  function isTooOld(ua) {
    var match;
    // iPhone, iPad, iPod: every browser there runs the system's WebKit, so the iOS version
    // decides ("CPU iPhone OS 15_3 like Mac OS X"), also in the native shell's WebView.
    if (/\b(iPhone|iPad|iPod)\b/.test(ua)) {
      match = /OS (\d+)[_.](\d+)/.exec(ua);
      return match ? lower(numbers(match), MIN_WEBKIT) : false;
    }
    // Chromium in all its forms, Android System WebView ("; wv)") included.
    match = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(ua);
    if (match) return parseInt(match[1], 10) < MIN_CHROME;
    match = /Firefox\/(\d+)/.exec(ua);
    if (match) return parseInt(match[1], 10) < MIN_FIREFOX;
    // Android's WebView before it became Chromium-based (Android 4.3 and older).
    if (/Android/.test(ua)) return true;
    // Safari on macOS (iPads may ask for the desktop site): "Version/15.3 Safari/605.1.15".
    match = /Version\/(\d+)(?:\.(\d+))?.*Safari\//.exec(ua);
    if (match) return lower(numbers(match), MIN_WEBKIT);
    return false;
  }

  function showFallback() {
    var html = document.documentElement;
    html.setAttribute('data-incompatible', '');
    var main = document.createElement('main');
    main.setAttribute('role', 'alert');
    main.style.cssText =
      'font-family:Roboto,Arial,sans-serif;max-width:420px;margin:0 auto;padding:48px 24px;' +
      'text-align:center;color:#333';
    var title = document.createElement('h1');
    title.style.cssText = 'font-size:22px;font-weight:500;color:#246ab3';
    var text = TEXTS[document.documentElement.lang] || TEXTS.en;
    title.appendChild(document.createTextNode(text.title));
    var advice = document.createElement('p');
    advice.style.cssText = 'font-size:16px;line-height:1.5';
    advice.appendChild(document.createTextNode(text.advice));
    main.appendChild(title);
    main.appendChild(advice);
    while (document.body.firstChild) document.body.removeChild(document.body.firstChild);
    document.body.appendChild(main);
  }

  if (isTooOld(navigator.userAgent || '')) showFallback();
})();
