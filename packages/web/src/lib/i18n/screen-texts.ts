import { addScreenTexts } from './i18n.ts';

// Adds the screens' texts (en/screens.ts, de/screens.ts: the current language's) to the
// start-up ones. The route table loads this beside every screen's code, the notifications
// runtime imports it, and so do the tests; importing it resolves once the texts are there.
await addScreenTexts();
