import { TRAINING_TEXTS, WEEKDAY_NAMES } from '@turnout/domain';
import { placeholders } from '../domain-texts.ts';

// Texts of a training's own rules: its end, limit and waitlist, and its answer deadline
// (docs/decisions/045-training-limit-and-waitlist.md, 046-answer-deadline.md). The sentences the
// server also sends (the promoted member's push) come from the domain, so both say the same.

const domain = TRAINING_TEXTS.en;

export const seasonRulesEn = {
  training: {
    // The owner's training days.
    end: domain.end,
    endOn: 'End on {{weekday}}',
    limit: domain.limit,
    limitOn: 'Most people present on {{weekday}}',
    deadlineHours: domain.deadlineHours,
    deadlineOn: 'Answers close how many hours before the start on {{weekday}}',
    // The day sheet.
    presentOfLimit: placeholders(domain.presentOfLimit),
    waitingCount: placeholders(domain.waitingCount),
    waiting: domain.waiting,
    waitingPlace: placeholders(domain.waitingPlace),
    answersClose: placeholders(domain.answersClose),
    answersClosed: placeholders(domain.answersClosedSheet),
    // The inbox card of a member promoted from the waitlist.
    promotedWithTime: placeholders(domain.promotedWithTime),
    promotedWithoutTime: placeholders(domain.promotedWithoutTime),
    reminderWaiting: placeholders(domain.reminderWaiting),
    // By ISO weekday (1 Monday), as the server's push names them.
    weekdays: Object.fromEntries(
      WEEKDAY_NAMES.en.map((name, index) => [String(index + 1), name as string]),
    ) as Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>,
  },
};
