import {
  COACH_MESSAGES_DE,
  COACH_VALIDATION_MESSAGES_DE,
  ACCOUNT_MESSAGES_DE,
  GROUP_MESSAGES_DE,
  JOIN_ERROR_MESSAGES_DE,
  LOG_IN_ERROR_MESSAGES_DE,
  PRODUCT_NAME,
  RECORD_MESSAGES_DE,
  TRAINING_TEXTS,
  perWeekday,
  SIGN_UP_ERROR_MESSAGES_DE,
  VALIDATION_MESSAGES_DE,
} from '@turnout/domain';
import type { ServerResources } from './en.ts';

// The server's German texts, key for key as en.ts (informal "du").
const placeholders = <T extends Record<string, string>>(table: T): T =>
  Object.fromEntries(
    Object.entries(table).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as T;

export const de = {
  errors: {
    // After a training's answer deadline (docs/decisions/046-answer-deadline.md), by ISO weekday.
    answersClosed: placeholders(perWeekday(TRAINING_TEXTS.de.answersClosed, 'de')),
    logIn: { ...LOG_IN_ERROR_MESSAGES_DE },
    signUp: { ...SIGN_UP_ERROR_MESSAGES_DE },
    validation: placeholders(VALIDATION_MESSAGES_DE),
    group: placeholders(GROUP_MESSAGES_DE),
    coaching: { ...COACH_MESSAGES_DE, ...COACH_VALIDATION_MESSAGES_DE },
    join: { ...JOIN_ERROR_MESSAGES_DE },
    record: { ...RECORD_MESSAGES_DE },
    account: { ...ACCOUNT_MESSAGES_DE },
    writeLimits: {
      attendance_one:
        'Du hast deine Tage in kurzer Zeit sehr oft geändert. Bitte warte eine Minute und versuch es dann noch einmal.',
      attendance_other:
        'Du hast deine Tage in kurzer Zeit sehr oft geändert. Bitte warte {{count}} Minuten und versuch es dann noch einmal.',
      groups_one:
        'Du hast in kurzer Zeit viele Gruppen erstellt. Bitte warte eine Minute und versuch es dann noch einmal.',
      groups_other:
        'Du hast in kurzer Zeit viele Gruppen erstellt. Bitte warte {{count}} Minuten und versuch es dann noch einmal.',
      invites_one:
        'Du hast in kurzer Zeit viele neue Einladungslinks erstellt. Bitte warte eine Minute und versuch es dann noch einmal.',
      invites_other:
        'Du hast in kurzer Zeit viele neue Einladungslinks erstellt. Bitte warte {{count}} Minuten und versuch es dann noch einmal.',
      exports_one:
        'Du hast deine Daten in kurzer Zeit mehrmals exportiert. Bitte warte eine Minute und versuch es dann noch einmal.',
      exports_other:
        'Du hast deine Daten in kurzer Zeit mehrmals exportiert. Bitte warte {{count}} Minuten und versuch es dann noch einmal.',
    },
    tooManyAttempts_one:
      'Zu viele Versuche. Bitte warte eine Minute und versuch es dann noch einmal.',
    tooManyAttempts_other:
      'Zu viele Versuche. Bitte warte {{count}} Minuten und versuch es dann noch einmal.',
    tooManyRequests: 'Zu viele Anfragen. Bitte versuch es in einer Minute noch einmal.',
    idempotencyKeyReused: 'Dieser Idempotency-Key wurde schon für eine andere Antwort verwendet.',
    idempotencyKeyBusy: 'Diese Antwort wird noch gespeichert. Bitte versuch es gleich noch einmal.',
    notSignedIn: 'Du bist nicht angemeldet.',
    signInOff: 'Die Anmeldung ist im Moment abgeschaltet.',
    signUpClosed: 'Dieses Turnout nimmt keine neuen Konten an.',
    signUpInviteOnly:
      'Neue Konten brauchen einen Einladungslink: Öffne den Link, den du bekommen hast, und registriere dich dort.',
    csrfHeader: 'Anfragen brauchen den Header {{header}}.',
    otherSite: 'Anfragen von anderen Websites werden nicht angenommen.',
    connect: {
      tokenReadOnly: 'Dieser API-Token darf nur lesen.',
      tokenOtherGroup: 'Dieser API-Token gilt für eine andere Gruppe.',
      tokenNotHere: 'API-Tokens dürfen das nicht; melde dich in der App an.',
      tokenNotFound: 'Diesen API-Token gibt es nicht.',
      tooManyTokens: 'Du hast schon {{count}} API-Tokens; widerrufe zuerst einen.',
      webhookNotFound: 'Diesen Webhook gibt es nicht.',
      tooManyWebhooks: 'Diese Gruppe hat schon {{count}} Webhooks; lösche zuerst einen.',
      webhookUrl: 'Die Webhook-Adresse muss eine https://-URL auf einem öffentlichen Host sein.',
      webhookTarget: 'Ein {{preset}}-Webhook braucht {{fields}}.',
      frameAncestor: '{{value}} ist keine Website-Adresse (https://example.org).',
      publicViewNotFound: 'Hier gibt es keine öffentliche Ansicht.',
      inviteMailAddress: '{{value}} ist keine E-Mail-Adresse.',
      inviteMailsLimit:
        'Du kannst {{limit}} Einladungsmails am Tag verschicken; heute hast du noch {{remaining}} übrig.',
    },
    noRoute: 'Es gibt kein {{method}} {{path}}.',
    noFunction: 'Es gibt keine Funktion {{name}}.',
    functionData: 'Im Anfrageinhalt fehlt „data“.',
    notificationNotFound: 'Diese Benachrichtigung gibt es nicht.',
    cursor: 'cursor: kein Cursor, den dieser Server ausgegeben hat',
    pushKind:
      'Ein Token für {{platform}} kann nicht von der Art {{kind}} sein: erwartet wird {{expected}}.',
    pushSubscription:
      'Ein Web-Token braucht sein Abonnement: Gib `subscription` an, oder das Abonnement als JSON in `token`.',
    pushEndpoint:
      'Der Endpunkt des Abonnements gehört zu keinem der Push-Dienste, an die dieser Server sendet.',
    unavailable: `${PRODUCT_NAME} erreicht seine Datenbank gerade nicht. Bitte versuch es gleich noch einmal.`,
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es später noch einmal.',
    invalidRequest: 'Ungültige Anfrage ({{context}}): {{issues}}',
    bodyTooLarge: 'Der Anfrageinhalt ist größer als {{limit}} Bytes.',
    mediaType: 'Schick den Anfrageinhalt als JSON (Content-Type: application/json).',
    invalidJson: 'Der Anfrageinhalt ist kein gültiges JSON.',
  },
  push: {
    present: '{{who}} ist am {{date}} bei {{group}} dabei.',
    away: '{{who}} ist am {{date}} bei {{group}} nicht dabei.',
    revoked: '{{who}} hat die Antwort für {{group}} am {{date}} zurückgezogen.',
    left: '{{who}} hat {{group}} verlassen.',
    removed: '{{who}} wurde aus {{group}} entfernt.',
    coach: {
      'hand-over':
        '{{who}} bietet dir die Gruppe {{group}} an. Öffne deine Mitteilungen, um sie zu übernehmen.',
      nudge: '{{who}} fragt: Kommst du am {{date}} zu {{group}}? Bitte antworte.',
      announcement: '{{group}}, {{date}}: {{message}}',
      cancelled: '{{who}} hat {{group}} am {{date}} abgesagt: {{message}}',
    },
  },
  devices: {
    browserOnSystem: '{{browser}} unter {{system}}',
  },
  manifest: {
    description: 'Plant gemeinsam in eurer Gruppe, wer wann dabei ist.',
  },
  notFoundPage: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es keine Seite.',
    home: `Zu ${PRODUCT_NAME}`,
  },
  mail: {
    passwordReset: {
      subject: `Setz dein ${PRODUCT_NAME}-Passwort zurück`,
      intro: `Jemand möchte das Passwort deines ${PRODUCT_NAME}-Kontos zurücksetzen. Um ein neues Passwort zu wählen, öffne innerhalb einer Stunde diesen Link:`,
      outro:
        'Der Link funktioniert einmal. Wenn du das nicht warst, ignorier diese Mail einfach: Dein Passwort bleibt, wie es ist.',
    },
    emailChangeConfirm: {
      subject: `Bestätige deine neue E-Mail-Adresse für ${PRODUCT_NAME}`,
      intro: `Du möchtest {{email}} für dein ${PRODUCT_NAME}-Konto verwenden. Um das zu bestätigen, öffne innerhalb von 24 Stunden diesen Link:`,
      outro: 'Wenn du das nicht warst, ignorier diese Mail einfach: Es ändert sich nichts.',
    },
    emailChangedNotice: {
      subject: `Die E-Mail-Adresse deines ${PRODUCT_NAME}-Kontos wurde geändert`,
      intro: `Die E-Mail-Adresse deines ${PRODUCT_NAME}-Kontos wurde in {{email}} geändert. Mails von ${PRODUCT_NAME} gehen ab jetzt dorthin.`,
      outro: `Wenn du das nicht warst, wende dich sofort an die Leute, die diesen ${PRODUCT_NAME}-Server betreiben.`,
    },
    groupInvitation: {
      subject: `{{who}} lädt dich zu {{group}} bei ${PRODUCT_NAME} ein`,
      intro: `{{who}} lädt dich ein, {{group}} bei ${PRODUCT_NAME} beizutreten. Dort sagt die Gruppe, wer zu welchem Training kommt. Zum Beitreten öffne diesen Link:`,
      outro: `Du bekommst diese Mail, weil {{who}} deine Adresse eingegeben hat. Wenn du nicht beitreten willst, ignoriere sie einfach: Es passiert nichts.`,
    },
    signature: `— ${PRODUCT_NAME}`,
  },
  answerLinks: {
    present: 'Du kommst: {{day}}.',
    away: 'Du kommst nicht: {{day}}.',
    waiting: 'Der Tag ist voll: Du bist Nummer {{place}} auf der Warteliste für {{day}}.',
    invalid: 'Dieser Antwort-Link ist ungültig. Öffne Turnout, um zu antworten.',
    expired: 'Diese Frage ist geschlossen. Öffne Turnout, um den Tag zu sehen.',
    notAllowed: 'Mit diesem Link geht diese Antwort nicht.',
    pageTitle: '{{group}}: {{day}}',
    question: 'Kommst du?',
    counts: '{{present}} kommen, {{away}} kommen nicht.',
    yourAnswerPresent: 'Deine Antwort: Ich komme.',
    yourAnswerAway: 'Deine Antwort: Ich komme nicht.',
    yourAnswerWaiting: 'Deine Antwort: Ich komme (auf der Warteliste).',
    coming: 'Ich komme',
    notComing: 'Kann nicht',
    openApp: 'Turnout öffnen',
    refusedTitle: 'Nicht beantwortet',
    unsubscribeTitle: 'Diese Mails abbestellen',
    unsubscribeReminders:
      'Die Erinnerungs-Mails von {{group}} abbestellen? Die Erinnerungen in der App bleiben, wie sie sind.',
    unsubscribeDigest: 'Die Wochenübersicht von {{group}} abbestellen?',
    unsubscribeButton: 'Abbestellen',
    unsubscribed:
      'Erledigt: Du bekommst diese Mails nicht mehr. In den Benachrichtigungs-Einstellungen der Gruppe kannst du sie wieder einschalten.',
    reminderMail: {
      subject: '{{group}}: Kommst du {{day}}?',
      intro: '{{group}}, {{day}}{{time}}: {{counts}}',
      ask: 'Kommst du? Ein Klick öffnet die Frage; geantwortet wird auf der Seite.',
      why: 'Du bekommst diese Mail, weil du in {{group}} Erinnerungen per E-Mail gewählt hast. Abbestellen:',
    },
    digest: {
      subject: '{{group}}: nächste Woche',
      intro: 'Nächste Woche in {{group}}:',
      day: '{{day}}{{time}}: {{present}} kommen, {{away}} kommen nicht{{waiting}}.',
      waiting: ', {{count}} auf der Warteliste',
      noAnswer: 'Noch keine Antwort: {{names}}',
      everyoneAnswered: 'Alle haben geantwortet.',
      noTrainings: 'Nächste Woche kein Training.',
      changes: 'Änderungen seit der letzten Übersicht:',
      changePresent: '{{who}}: kommt {{day}}',
      changeAway: '{{who}}: kommt nicht {{day}}',
      noChanges: 'Keine Änderungen seit der letzten Übersicht.',
      why: 'Du bekommst diese Übersicht, weil du sie in {{group}} eingeschaltet hast. Abbestellen:',
    },
  },
  embed: {
    title: '{{group}}: nächste Trainings',
    present_one: '1 kommt',
    present_other: '{{count}} kommen',
    away_one: '1 kommt nicht',
    away_other: '{{count}} kommen nicht',
    none: 'Keine Trainings geplant.',
  },
  record: {
    name: 'Name',
    formerMember: '{{name}} (ehemaliges Mitglied)',
    deletedMember: 'Gelöschtes Mitglied {{number}}',
    present: 'zugesagt',
    away: 'abgesagt',
    came: 'da',
    noShow: 'nicht gekommen',
    cameWithoutAnswer: 'ohne Antwort da',
    cell: '{{answer}}, {{record}}',
    trainingDays: 'Trainingstage',
    answeredInTime: 'Rechtzeitig geantwortet',
    saidPresent: 'Zugesagt',
    cameTotal: 'Da',
    noShows: 'Nicht gekommen trotz Zusage',
    cameWithoutAnswerTotal: 'Ohne Antwort da',
    droppedLate: 'Späte Absagen',
    totalPresent: 'Zugesagt (gesamt)',
    totalCame: 'Da (gesamt)',
    sheet: 'Anwesenheit',
    fileName: 'turnout-anwesenheit',
  },
  webhook: {
    answerPresent: '{{who}} kommt am {{date}} zu {{group}}.',
    answerAway: '{{who}} kommt am {{date}} nicht zu {{group}}.',
    answerUndecided: '{{who}} hat die Antwort für {{group}} am {{date}} zurückgezogen.',
    answerSeries: '{{who}} hat für {{group}} vom {{from}} bis {{to}} geantwortet.',
    trainingChanged: 'Die Trainingstage von {{group}} haben sich geändert.',
    trainingCancelled: 'Das Training von {{group}} am {{date}} fällt aus.',
    memberJoined: '{{who}} ist {{group}} beigetreten.',
    memberLeft: '{{who}} hat {{group}} verlassen.',
    announcement: '{{who}} in {{group}}: {{text}}',
    test: `Testnachricht von {{group}} bei ${PRODUCT_NAME}: Dieser Webhook funktioniert.`,
  },
} satisfies ServerResources;
