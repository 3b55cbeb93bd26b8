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
    // Die eigenen Regeln eines einzelnen Termins, im Abschnitt Trainingstage.
    dayRules: domain.dayRules,
    dayRulesHelp:
      'Ein einzelner Termin kann ein eigenes Ende, eine eigene Höchstzahl und einen eigenen Antwortschluss haben (etwa eine kleinere Halle). Sie ersetzen an diesem Tag die des Wochentags; ein leeres Feld heißt keine.',
    noDayRules: 'Kein Termin hat eigene Regeln.',
    dayRuleDate: 'Datum',
    dayRuleDateLabel: 'Datum mit eigenen Regeln',
    dayRuleEndLabel: 'Ende an diesem Tag',
    dayRuleLimitLabel: 'Höchstens dabei an diesem Tag',
    dayRuleDeadlineLabel: 'Antwortschluss wie viele Stunden vor Beginn an diesem Tag',
    addDayRule: domain.addDayRule,
    removeDayRule: 'Eigene Regeln für {{date}} entfernen',
    ruleEnds: 'Ende {{time}}',
    ruleLimit: 'höchstens {{count}}',
    ruleDeadline: 'Antwortschluss {{count}} Std. vorher',
    ruleNone: 'kein Ende, keine Höchstzahl, kein Antwortschluss',
    notTrainingDay: 'Dieses Datum ist keiner der Trainingstage oben.',
    tooManyDayRules: 'Eine Gruppe kann höchstens {{max}} Tage mit eigenen Regeln haben.',
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
