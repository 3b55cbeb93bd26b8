import { PRODUCT_NAME } from '@turnout/domain';

// Every mail Turnout sends, in one place per language so a translation is one more table of
// the same shape. Each names Turnout and says why the mail came. English only so far; other
// locales fall back to it (mailTexts).

export interface MailContent {
  subject: string;
  /** Paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
}

export interface MailTexts {
  passwordReset(link: string): MailContent;
  emailChangeConfirm(link: string, newEmail: string): MailContent;
  emailChangedNotice(newEmail: string): MailContent;
}

const en: MailTexts = {
  passwordReset: (link) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link within one hour:`,
      link,
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
  }),
  emailChangeConfirm: (link, newEmail) => ({
    subject: `Confirm your new ${PRODUCT_NAME} e-mail address`,
    paragraphs: [
      `You asked to use ${newEmail} for your ${PRODUCT_NAME} account. To confirm, open this link within 24 hours:`,
      link,
      'If you did not ask for it, ignore this mail: nothing changes.',
    ],
  }),
  emailChangedNotice: (newEmail) => ({
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    paragraphs: [
      `The e-mail address of your ${PRODUCT_NAME} account was changed to ${newEmail}. Mails from ${PRODUCT_NAME} now go there.`,
      `If you did not do this, contact the people who run this ${PRODUCT_NAME} server at once.`,
    ],
  }),
};

const byLanguage: Record<string, MailTexts> = { en };

/** The texts for a BCP 47 locale, by its language; English when there is no translation. */
export function mailTexts(locale: string): MailTexts {
  return byLanguage[locale.split('-')[0]!.toLowerCase()] ?? en;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Plain text plus simple HTML of the same paragraphs. */
export function renderMail(content: MailContent): RenderedMail {
  const html = content.paragraphs
    .map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return {
    subject: content.subject,
    text: `${content.paragraphs.join('\n\n')}\n\n— ${PRODUCT_NAME}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n<p>— ${PRODUCT_NAME}</p>\n</body></html>\n`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
