// The domain's sentences as i18next texts, the same way for every language.

/** The domain's templates use {name}; i18next uses {{name}}. */
export const placeholders = (template: string) => template.replace(/\{(\w+)\}/g, '{{$1}}');

/**
 * The inbox's series and reminder entries: the sentences the server also sends as pushes, so
 * both say the same. Plural keys: t('season.seriesPresentTraining', { count }) picks _one or _other.
 */
const SEASON_INBOX_KEYS = [
  'seriesPresentTraining_one',
  'seriesPresentTraining_other',
  'seriesPresent_one',
  'seriesPresent_other',
  'seriesAwayTraining_one',
  'seriesAwayTraining_other',
  'seriesAway_one',
  'seriesAway_other',
  'seriesUndecidedTraining_one',
  'seriesUndecidedTraining_other',
  'seriesUndecided_one',
  'seriesUndecided_other',
  'reminderWithTime',
  'reminderWithoutTime',
] as const;
type SeasonInboxTexts = Record<(typeof SEASON_INBOX_KEYS)[number], string>;

/** One language's inbox entries of season planning, from the domain's table of that language. */
export function seasonInboxTexts(domain: SeasonInboxTexts): SeasonInboxTexts {
  return Object.fromEntries(
    SEASON_INBOX_KEYS.map((key) => [key, placeholders(domain[key])]),
  ) as SeasonInboxTexts;
}
