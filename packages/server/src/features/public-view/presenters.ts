import {
  addDays,
  PUBLIC_EMBED_PATH,
  PUBLIC_VIEW_TRAININGS,
  pathFor,
  startOfDayMs,
  API_PATHS,
  trainingDaysBetween,
  type Day,
  type Language,
  type PublicViewResponse,
  type PublicViewSettings,
  type Schedule,
} from '@turnout/domain';
import { escapeHtml } from '../../http/html.ts';
import { textsIn } from '../../i18n/i18n.ts';
import { formatFullDate } from '../push/parts/message.ts';

/** How far ahead the view looks for its next trainings. */
const LOOK_AHEAD_DAYS = 120;

export function presentSettings(
  row: { publicId: string; frameAncestors: string[] },
  publicUrl: string,
): PublicViewSettings {
  return {
    publicId: row.publicId,
    frameAncestors: row.frameAncestors,
    jsonUrl: publicUrl + pathFor(API_PATHS.publicView, { publicId: row.publicId }),
    embedUrl: publicUrl + pathFor(PUBLIC_EMBED_PATH, { publicId: row.publicId }),
  };
}

/** The next trainings from `from` (today in the app's zone), at most PUBLIC_VIEW_TRAININGS. */
export function nextTrainingDays(schedule: Schedule, from: Day) {
  return trainingDaysBetween(schedule, from, addDays(from, LOOK_AHEAD_DAYS)).slice(
    0,
    PUBLIC_VIEW_TRAININGS,
  );
}

export function presentPublicView(
  name: string,
  trainings: ReturnType<typeof nextTrainingDays>,
  counts: Map<Day, { present: number; away: number }>,
): PublicViewResponse {
  return {
    name,
    trainings: trainings.map(({ day, training }) => ({
      day,
      time: training.time,
      place: training.place,
      present: counts.get(day)?.present ?? 0,
      away: counts.get(day)?.away ?? 0,
    })),
  };
}

/** The embeddable page: plain HTML and its own styles, no script, light and dark. */
export function publicViewPage(
  view: PublicViewResponse,
  language: Language,
  dates: { locale: string; timeZone: string },
): string {
  const t = textsIn(language);
  const items = view.trainings
    .map((training) => {
      const when = [
        formatFullDate(startOfDayMs(training.day, dates.timeZone), dates),
        training.time,
      ]
        .filter(Boolean)
        .join(', ');
      const where = training.place ? ` · ${escapeHtml(training.place)}` : '';
      const counts = `${t('embed.present', { count: training.present })} · ${t('embed.away', { count: training.away })}`;
      return `<li><time datetime="${training.day}">${escapeHtml(when)}</time>${where}<br><span>${escapeHtml(counts)}</span></li>`;
    })
    .join('\n');
  const list =
    view.trainings.length > 0 ? `<ul>\n${items}\n</ul>` : `<p>${escapeHtml(t('embed.none'))}</p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('embed.title', { group: view.name }))}</title>
<style>
:root{color-scheme:light dark;font:15px/1.4 system-ui,sans-serif}
body{margin:0;padding:12px}h1{font-size:1.1em;margin:0 0 8px}
ul{list-style:none;margin:0;padding:0}li{padding:6px 0;border-top:1px solid color-mix(in srgb,currentColor 20%,transparent)}
span{opacity:.8}
</style></head><body>
<h1>${escapeHtml(t('embed.title', { group: view.name }))}</h1>
${list}
</body></html>
`;
}
