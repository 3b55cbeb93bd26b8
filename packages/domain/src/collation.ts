// Names sort the way the configured locale reads them. A collator is costly to build compared to
// using one, and the day sheet sorts its lists again on every change: one per locale, kept.

const collators = new Map<string, Intl.Collator>();

/** Compares display names in `locale`, ignoring case and accents. */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
