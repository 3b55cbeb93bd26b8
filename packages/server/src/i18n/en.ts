import {
  COACH_MESSAGES,
  COACH_VALIDATION_MESSAGES,
  ACCOUNT_MESSAGES,
  GROUP_MESSAGES,
  JOIN_ERROR_MESSAGES,
  LOG_IN_ERROR_MESSAGES,
  PRODUCT_NAME,
  RECORD_MESSAGES,
  TRAINING_TEXTS,
  perWeekday,
  SIGN_UP_ERROR_MESSAGES,
  VALIDATION_MESSAGES,
} from '@turnout/domain';

// The server's English texts: its answers, push messages, mails, the manifest and the offline
// page. The product's texts come from the domain tables, verbatim; de.ts is the same in German.
// i18next placeholders are {{name}}, the domain's {name}.
const placeholders = <T extends Record<string, string>>(table: T): T =>
  Object.fromEntries(
    Object.entries(table).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  ) as T;

export const en = {
  errors: {
    // After a training's answer deadline (docs/decisions/046-answer-deadline.md), by ISO weekday.
    answersClosed: placeholders(perWeekday(TRAINING_TEXTS.en.answersClosed, 'en')),
    logIn: { ...LOG_IN_ERROR_MESSAGES },
    signUp: { ...SIGN_UP_ERROR_MESSAGES },
    validation: placeholders(VALIDATION_MESSAGES),
    group: placeholders(GROUP_MESSAGES),
    coaching: { ...COACH_MESSAGES, ...COACH_VALIDATION_MESSAGES },
    join: { ...JOIN_ERROR_MESSAGES },
    // The season's record (docs/decisions/049-roll-call-and-closed-days.md).
    record: { ...RECORD_MESSAGES },
    account: { ...ACCOUNT_MESSAGES },
    // Per-user write limits (docs/decisions/014-input-limits-and-write-limits.md).
    writeLimits: {
      attendance_one:
        'You have changed your days very often in a short time. Please wait 1 minute and try again.',
      attendance_other:
        'You have changed your days very often in a short time. Please wait {{count}} minutes and try again.',
      groups_one:
        'You have created many groups in a short time. Please wait 1 minute and try again.',
      groups_other:
        'You have created many groups in a short time. Please wait {{count}} minutes and try again.',
      invites_one:
        'You have made many new invite links in a short time. Please wait 1 minute and try again.',
      invites_other:
        'You have made many new invite links in a short time. Please wait {{count}} minutes and try again.',
      exports_one:
        'You have exported your data several times in a short time. Please wait 1 minute and try again.',
      exports_other:
        'You have exported your data several times in a short time. Please wait {{count}} minutes and try again.',
    },
    tooManyAttempts_one: 'Too many attempts. Please wait 1 minute and try again.',
    tooManyAttempts_other: 'Too many attempts. Please wait {{count}} minutes and try again.',
    tooManyRequests: 'Too many requests. Please try again in a minute.',
    notSignedIn: 'You are not signed in.',
    // An answer's idempotency key (docs/decisions/055-idempotency-keys.md).
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different answer.',
    idempotencyKeyBusy: 'This answer is still being saved. Please try again in a moment.',
    signInOff: 'Signing in is turned off at the moment.',
    signUpClosed: 'This Turnout does not take new accounts.',
    signUpInviteOnly:
      'New accounts need an invite link: open the link you were sent and sign up there.',
    csrfHeader: 'Requests need the {{header}} header.',
    otherSite: 'Requests from other sites are not accepted.',
    // Personal API tokens, webhooks, the public view, invitation mails (docs/product.md#connect-it).
    connect: {
      tokenReadOnly: 'This API token may only read.',
      tokenOtherGroup: 'This API token is for another group.',
      tokenNotHere: 'API tokens cannot do this; sign in to the app.',
      tokenNotFound: 'This API token does not exist.',
      tooManyTokens: 'You have {{count}} API tokens already; revoke one first.',
      webhookNotFound: 'This webhook does not exist.',
      tooManyWebhooks: 'This group has {{count}} webhooks already; delete one first.',
      webhookUrl: 'The webhook address must be an https:// URL on a public host.',
      webhookTarget: 'A {{preset}} webhook needs {{fields}}.',
      frameAncestor: '{{value}} is not a site address (https://example.org).',
      publicViewNotFound: 'There is no public view here.',
      inviteMailAddress: '{{value}} is not an e-mail address.',
      inviteMailsLimit:
        'You can send {{limit}} invitation mails a day; today you have {{remaining}} left.',
    },
    noRoute: 'There is no {{method}} {{path}}.',
    noFunction: 'There is no function {{name}}.',
    functionData: 'Request body is missing data.',
    notificationNotFound: 'This notification does not exist.',
    cursor: 'cursor: not a cursor this server gave out',
    pushKind: 'A token for {{platform}} cannot be of kind {{kind}}: expected {{expected}}.',
    pushSubscription:
      'A web token needs its subscription: pass `subscription`, or the subscription JSON as `token`.',
    pushEndpoint:
      'The subscription’s endpoint is not one of the push services this server sends to.',
    unavailable: `${PRODUCT_NAME} cannot reach its database at the moment. Please try again shortly.`,
    internal: 'Something went wrong on our side. Please try again later.',
    invalidRequest: 'Invalid {{context}}: {{issues}}',
    bodyTooLarge: 'The request body is larger than {{limit}} bytes.',
    mediaType: 'Send the request body as JSON (Content-Type: application/json).',
    invalidJson: 'The request body is not valid JSON.',
  },
  // Pushes: who, which group, which day (the full date in APP_LOCALE, in every language).
  push: {
    present: '{{who}} will attend {{group}} on {{date}}.',
    away: '{{who}} will not attend {{group}} on {{date}}.',
    revoked: '{{who}} withdrew their answer for {{group}} on {{date}}.',
    left: '{{who}} left {{group}}.',
    removed: '{{who}} was removed from {{group}}.',
    coach: {
      'hand-over': '{{who}} offers you the group {{group}}. Open your notifications to accept.',
      nudge: '{{who}} asks: will you come to {{group}} on {{date}}? Please answer.',
      announcement: '{{group}}, {{date}}: {{message}}',
      cancelled: '{{who}} cancelled {{group}} on {{date}}: {{message}}',
    },
  },
  // The list of signed-in devices: a browser and a system, names that stay as they are.
  devices: {
    browserOnSystem: '{{browser}} on {{system}}',
  },
  // The installable app's manifest (http/web-app.ts); the same words as web/pwa.config.ts.
  manifest: {
    description: 'Plan attendance together with your group.',
  },
  notFoundPage: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: `Go to ${PRODUCT_NAME}`,
  },
  mail: {
    passwordReset: {
      subject: `Reset your ${PRODUCT_NAME} password`,
      intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within one hour:`,
      outro:
        'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    },
    emailChangeConfirm: {
      subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
      intro: `You asked to use {{email}} for your ${PRODUCT_NAME} account. To confirm, open this link within 24 hours:`,
      outro: 'If you did not ask for it, ignore this mail: nothing changes.',
    },
    emailChangedNotice: {
      subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
      intro: `The e-mail address of your ${PRODUCT_NAME} account was changed to {{email}}. Mails from ${PRODUCT_NAME} now go there.`,
      outro: `If you did not do this, contact the people who run this ${PRODUCT_NAME} server at once.`,
    },
    groupInvitation: {
      subject: `{{who}} invites you to {{group}} on ${PRODUCT_NAME}`,
      intro: `{{who}} invites you to join {{group}} on ${PRODUCT_NAME}, where the group says who comes to which training. To join, open this link:`,
      outro: `You got this mail because {{who}} entered your address. If you do not want to join, ignore it: nothing happens.`,
    },
    signature: `— ${PRODUCT_NAME}`,
  },
  // Answering from a notification or a mail (docs/decisions/052-answer-tokens.md, 053-e-mail-
  // channel-and-digest.md): the confirmations, refusals, the answer page and the mails.
  answerLinks: {
    present: 'You’re coming: {{day}}.',
    away: 'You’re not coming: {{day}}.',
    waiting: 'The day is full: you are number {{place}} on the waiting list for {{day}}.',
    invalid: 'This answer link is not valid. Open Turnout to answer.',
    expired: 'This question has closed. Open Turnout to see the day.',
    notAllowed: 'This link cannot give that answer.',
    pageTitle: '{{group}}: {{day}}',
    question: 'Are you coming?',
    counts: '{{present}} coming, {{away}} not coming.',
    yourAnswerPresent: 'Your answer: coming.',
    yourAnswerAway: 'Your answer: not coming.',
    yourAnswerWaiting: 'Your answer: coming (on the waiting list).',
    coming: "I'm coming",
    notComing: "Can't come",
    openApp: 'Open Turnout',
    refusedTitle: 'Not answered',
    unsubscribeTitle: 'Stop these mails',
    unsubscribeReminders:
      'Stop the reminder mails of {{group}}? Reminders in the app stay as they are.',
    unsubscribeDigest: 'Stop the weekly digest of {{group}}?',
    unsubscribeButton: 'Stop these mails',
    unsubscribed:
      'Done: you get no more of these mails. You can turn them back on in the group’s notification settings.',
    reminderMail: {
      subject: '{{group}}: are you coming {{day}}?',
      intro: '{{group}}, {{day}}{{time}}: {{counts}}',
      ask: 'Are you coming? One click opens the question; the answer is given on the page.',
      why: 'You get this mail because you asked for reminders by e-mail in {{group}}. To stop them:',
    },
    digest: {
      subject: '{{group}}: next week',
      intro: 'Next week in {{group}}:',
      day: '{{day}}{{time}}: {{present}} coming, {{away}} not coming{{waiting}}.',
      waiting: ', {{count}} waiting',
      noAnswer: 'Not answered yet: {{names}}',
      everyoneAnswered: 'Everyone has answered.',
      noTrainings: 'No trainings next week.',
      changes: 'Changes since the last digest:',
      changePresent: '{{who}}: coming {{day}}',
      changeAway: '{{who}}: not coming {{day}}',
      noChanges: 'No changes since the last digest.',
      why: 'You get this digest because you turned it on in {{group}}. To stop it:',
    },
  },
  // The public view's embeddable page (features/public-view).
  embed: {
    title: '{{group}}: next trainings',
    present_one: '1 coming',
    present_other: '{{count}} coming',
    away_one: '1 not coming',
    away_other: '{{count}} not coming',
    none: 'No trainings planned.',
  },
  // The record's export (features/statistics/parts/record-export.ts;
  // docs/product.md#statistics): headers, cells and totals.
  record: {
    name: 'Name',
    formerMember: '{{name}} (former member)',
    deletedMember: 'Deleted member {{number}}',
    present: 'present',
    away: 'away',
    came: 'came',
    noShow: 'did not come',
    cameWithoutAnswer: 'came without answering',
    cell: '{{answer}}, {{record}}',
    trainingDays: 'Training days',
    answeredInTime: 'Answered in time',
    saidPresent: 'Said present',
    cameTotal: 'Came',
    noShows: 'No-shows',
    cameWithoutAnswerTotal: 'Came without answering',
    droppedLate: 'Late drop-outs',
    totalPresent: 'Said present (total)',
    totalCame: 'Came (total)',
    sheet: 'Record',
    fileName: 'turnout-record',
  },
  // Webhook messages for chats (features/webhooks/presets.ts).
  webhook: {
    answerPresent: '{{who}} will attend {{group}} on {{date}}.',
    answerAway: '{{who}} will not attend {{group}} on {{date}}.',
    answerUndecided: '{{who}} withdrew their answer for {{group}} on {{date}}.',
    answerSeries: '{{who}} answered {{group}} for {{from}} to {{to}}.',
    trainingChanged: 'The training days of {{group}} changed.',
    trainingCancelled: 'The training of {{group}} on {{date}} is cancelled.',
    memberJoined: '{{who}} joined {{group}}.',
    memberLeft: '{{who}} left {{group}}.',
    announcement: '{{who}} in {{group}}: {{text}}',
    test: `Test message from {{group}} on ${PRODUCT_NAME}: this webhook works.`,
  },
};

/** The shape of a translation: the same keys, any words. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type ServerResources = Strings<typeof en>;
