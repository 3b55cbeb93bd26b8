import type { Strings } from '../en.ts';
import type { versionsEn } from '../en/versions.ts';

// German texts of the update dialogs, the compatibility screen and offline states.
export const versionsDe = {
  versions: {
    updateAvailable: {
      title: 'Update verfügbar',
      text: 'Verpass nicht unsere neuesten Funktionen und Verbesserungen!',
      notNow: 'Nicht jetzt',
    },
    updateRequired: {
      title: 'Update erforderlich',
      text: 'Deine App-Version ist veraltet!',
      openPlayStore: 'Play Store öffnen',
      openAppStore: 'App Store öffnen',
      refresh: 'Neu laden und aktualisieren',
    },
    // Shown by public/compat-check.js, which cannot import this file; a test keeps them equal.
    incompatible: {
      title: 'Diese WebView-Version wird nicht unterstützt!',
      advice:
        'Bitte aktualisiere Android System WebView (auf Android), iOS (auf iPhone und iPad) oder deinen Browser auf die neueste Version und öffne Turnout dann noch einmal.',
    },
    offline: {
      title: 'Du bist offline',
      text: 'Das Dokument konnte nicht geladen werden, weil keine Verbindung besteht.',
      recovers: 'Turnout macht von selbst weiter, sobald die Verbindung wieder da ist.',
      reading:
        'Du siehst den zuletzt geladenen Stand; deine Antworten warten auf diesem Gerät, bis du wieder online bist.',
    },
  },
} satisfies Strings<typeof versionsEn>;
