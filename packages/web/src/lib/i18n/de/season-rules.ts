import { TRAINING_TEXTS, WEEKDAY_NAMES } from '@turnout/domain';
import type { Strings } from '../en.ts';
import type { seasonRulesEn } from '../en/season-rules.ts';
import { placeholders } from '../domain-texts.ts';

// German texts of a training's own rules (en/season-rules.ts).

const domain = TRAINING_TEXTS.de;

export const seasonRulesDe = {
  training: {
    end: domain.end,
    endOn: 'Ende am {{weekday}}',
    limit: domain.limit,
    limitOn: 'Höchstens dabei am {{weekday}}',
    deadlineHours: domain.deadlineHours,
    deadlineOn: 'Antwortschluss wie viele Stunden vor Beginn am {{weekday}}',
    presentOfLimit: placeholders(domain.presentOfLimit),
    waitingCount: placeholders(domain.waitingCount),
    waiting: domain.waiting,
    waitingPlace: placeholders(domain.waitingPlace),
    answersClose: placeholders(domain.answersClose),
    answersClosed: placeholders(domain.answersClosedSheet),
    promotedWithTime: placeholders(domain.promotedWithTime),
    promotedWithoutTime: placeholders(domain.promotedWithoutTime),
    reminderWaiting: placeholders(domain.reminderWaiting),
    // By ISO weekday (1 Monday), as the server's push names them.
    weekdays: Object.fromEntries(
      WEEKDAY_NAMES.de.map((name, index) => [String(index + 1), name as string]),
    ) as Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>,
  },
} satisfies Strings<typeof seasonRulesEn>;
