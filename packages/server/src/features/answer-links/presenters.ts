import {
  ANSWER_ACTION_TITLES,
  startOfDayMs,
  type AnswerLinkState,
  type Day,
  type Language,
} from '@turnout/domain';
import { escapeHtml } from '../../http/html.ts';
import { textsIn } from '../../i18n/i18n.ts';
import { formatFullDate } from '../push/parts/message.ts';
import type { DayQuestion } from './data.ts';

// What answering from a notification or a mail says (docs/decisions/052-answer-tokens.md,
// 053-e-mail-channel-and-digest.md): the confirmation in the member's language, and the small
// pages a mail's links open. The pages have no script: a button is a form that posts.

export interface Dates {
  locale: string;
  timeZone: string;
}

/** "Thursday, 3 December 2026, 18:30": the full date as pushes say it, and the time if any. */
export function dayLabel(day: Day, time: string | null | undefined, dates: Dates): string {
  const date = formatFullDate(startOfDayMs(day, dates.timeZone), dates);
  return time ? `${date}, ${time}` : date;
}

/** The short confirmation: coming, not coming, or the place on a full day's waitlist. */
export function confirmationText(
  language: Language,
  answer: { state: AnswerLinkState; waitingPlace: number | undefined; day: string },
): string {
  const t = textsIn(language);
  if (answer.state === 'present' && answer.waitingPlace !== undefined) {
    return t('answerLinks.waiting', { place: answer.waitingPlace, day: answer.day });
  }
  return t(`answerLinks.${answer.state}`, { day: answer.day });
}

/** The notification's two actions, each with its own token. */
export function pushActions(
  language: Language,
  tokens: Record<AnswerLinkState, string>,
): { action: AnswerLinkState; title: string; token: string }[] {
  const titles = ANSWER_ACTION_TITLES[language];
  return (['present', 'away'] as const).map((action) => ({
    action,
    title: titles[action],
    token: tokens[action],
  }));
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif}
body{margin:0 auto;padding:16px;max-width:32rem}h1{font-size:1.25em;margin:0 0 8px}
form{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
button{font:inherit;min-height:48px;padding:8px 20px;border-radius:24px;border:2px solid currentColor;background:transparent;color:inherit;cursor:pointer}
button.primary{background:#1d6b3a;border-color:#1d6b3a;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}
p.note{opacity:.85}a{color:inherit}
</style></head><body><main>
${body}
</main></body></html>
`;
}

/** The question, with the two buttons; GET shows it and never answers (mail scanners follow links). */
export function answerPage(args: {
  language: Language;
  question: DayQuestion;
  day: string;
  states: readonly AnswerLinkState[];
  /** The answer whose link was followed: its button comes first and stands out. */
  choice: AnswerLinkState | undefined;
  appUrl: string;
}): string {
  const t = textsIn(args.language);
  const { question } = args;
  const title = t('answerLinks.pageTitle', { group: question.groupName, day: args.day });
  const counts = t('answerLinks.counts', { present: question.present, away: question.away });
  const mine = question.mine
    ? question.mine.waiting
      ? t('answerLinks.yourAnswerWaiting')
      : question.mine.attendance
        ? t('answerLinks.yourAnswerPresent')
        : t('answerLinks.yourAnswerAway')
    : '';
  const primary = args.choice ?? 'present';
  const buttons = [...args.states]
    .sort((a, b) => Number(b === primary) - Number(a === primary))
    .map((state) => {
      const label = t(state === 'present' ? 'answerLinks.coming' : 'answerLinks.notComing');
      const style = state === primary ? ' class="primary"' : '';
      return `<button${style} name="state" value="${state}">${escapeHtml(label)}</button>`;
    })
    .join('');
  return page(
    args.language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(counts)}</p>
${mine ? `<p><strong>${escapeHtml(mine)}</strong></p>` : ''}
<p>${escapeHtml(t('answerLinks.question'))}</p>
<form method="post">${buttons}</form>
<p class="note"><a href="${escapeHtml(args.appUrl)}">${escapeHtml(t('answerLinks.openApp'))}</a></p>`,
  );
}

/** After a button press, or a refusal: one sentence and the way into the app. */
export function messagePage(args: {
  language: Language;
  title: string;
  message: string;
  appUrl: string;
}): string {
  const t = textsIn(args.language);
  return page(
    args.language,
    args.title,
    `<h1>${escapeHtml(args.title)}</h1>
<p role="status">${escapeHtml(args.message)}</p>
<p class="note"><a href="${escapeHtml(args.appUrl)}">${escapeHtml(t('answerLinks.openApp'))}</a></p>`,
  );
}

/** The unsubscribe link's page: a button that posts; GET changes nothing. */
export function unsubscribePage(args: {
  language: Language;
  list: 'reminder-mails' | 'digest';
  groupName: string;
}): string {
  const t = textsIn(args.language);
  const title = t('answerLinks.unsubscribeTitle');
  const question =
    args.list === 'digest'
      ? t('answerLinks.unsubscribeDigest', { group: args.groupName })
      : t('answerLinks.unsubscribeReminders', { group: args.groupName });
  return page(
    args.language,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(question)}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button class="primary">${escapeHtml(t('answerLinks.unsubscribeButton'))}</button></form>`,
  );
}
