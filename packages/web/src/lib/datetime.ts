import { useMemo } from 'react';
import { useConfig } from './config.ts';

// The only module that formats dates for display (eslint bans Intl.DateTimeFormat elsewhere).
// Locale and zone come from the server's configuration (SPEC §1: de, Europe/Berlin), never from
// the device, so every member sees the same day whatever zone their phone is in.

export interface DisplayZone {
  locale: string;
  timeZone: string;
}

type DateInput = Date | number;

const STYLES = {
  /** "Sonntag, 22. November 2026" in de. */
  fullDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "22.11.2026" in de. */
  shortDate: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "14:05" in de. */
  time: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Building a formatter is costly compared to using one; lists format many dates.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateStyle, zone: DisplayZone): Intl.DateTimeFormat {
  const key = `${style}|${zone.locale}|${zone.timeZone}`;
  let cached = cache.get(key);
  if (!cached) {
    // eslint-disable-next-line no-restricted-syntax -- this module is the one allowed place
    cached = new Intl.DateTimeFormat(zone.locale, { ...STYLES[style], timeZone: zone.timeZone });
    cache.set(key, cached);
  }
  return cached;
}

export function formatDate(date: DateInput, style: DateStyle, zone: DisplayZone): string {
  return formatter(style, zone).format(date);
}

/** German full date format of the spec, e.g. "Sonntag, 22. November 2026". */
export function formatFullDate(date: DateInput, zone: DisplayZone): string {
  return formatDate(date, 'fullDate', zone);
}

/** Formatters bound to the configured locale and zone, for components. */
export function useDateFormat(): (date: DateInput, style: DateStyle) => string {
  const { locale, timeZone } = useConfig();
  return useMemo(
    () => (date: DateInput, style: DateStyle) => formatDate(date, style, { locale, timeZone }),
    [locale, timeZone],
  );
}
