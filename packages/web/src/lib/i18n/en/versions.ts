// Texts of the update dialogs, the compatibility screen and offline states. The product's texts are
// verbatim, typos included ("Updated required"; docs/product.md#update-dialogs).
export const versionsEn = {
  versions: {
    updateAvailable: {
      title: 'Update available',
      text: "Don't miss out on our latest features and improvements!",
      notNow: 'Not Now',
    },
    updateRequired: {
      title: 'Updated required',
      text: 'Your app version is outdated!',
      openPlayStore: 'Open Play Store',
      openAppStore: 'Open App Store',
      refresh: 'Refresh to Update',
    },
    // Shown by public/compat-check.js, which cannot import this file; a test keeps them equal.
    incompatible: {
      title: 'WebView version not compatible!',
      advice:
        'Please update Android System WebView (on Android), iOS (on iPhone and iPad) or your browser to the latest version, then open Turnout again.',
    },
    offline: {
      title: "You're offline",
      // docs/product.md#client-side-errors, "Offline reads".
      text: 'Failed to get document because the client is offline.',
      recovers: 'Turnout continues by itself when the connection is back.',
      // While offline with the last-seen data (docs/product.md#offline).
      reading:
        'You see what was last loaded; your answers wait on this device until you are back online.',
    },
  },
};
