import type { Language } from '@turnout/domain';
import type { StartResources } from './en.ts';

// Each language's texts are chunks of their own, loaded when that language is used: the
// start-up texts (en.ts, de.ts) before the first render, the screens' texts (en/screens.ts,
// de/screens.ts) with the first screen. Adding a language adds a line to each table.

type StartTexts = StartResources;

export const start: Record<Language, () => Promise<StartTexts>> = {
  en: () => import('./en.ts').then((m) => m.en),
  de: () => import('./de.ts').then((m) => m.de),
};

export const screens = {
  en: () => import('./en/screens.ts').then((m) => m.screensEn),
  de: () => import('./de/screens.ts').then((m) => m.screensDe),
} satisfies Record<Language, () => Promise<object>>;
