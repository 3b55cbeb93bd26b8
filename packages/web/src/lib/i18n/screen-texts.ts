import { screensEn } from './en/screens.ts';
import { i18n } from './i18n.ts';

// Adds the screens' texts (en/screens.ts) to the start-up ones. The route table loads this
// beside every screen's code, the notifications runtime imports it, and so do the tests. Another
// language adds its own bundle here.
i18n.addResourceBundle('en', 'translation', screensEn, true, false);
