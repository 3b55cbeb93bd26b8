import type { Language } from '@turnout/domain';
import { textsIn } from '../../../i18n/i18n.ts';
import { escapeHtml } from '../../../http/html.ts';

// Every mail Turnout sends, in the account's language: the words are in i18n/en.ts and
// i18n/de.ts (mail.*), with the link as a paragraph of its own. Each names Turnout and says why
// the mail came.

export interface MailContent {
  subject: string;
  /**
   * Paragraphs; a paragraph that is a URL becomes a link in the HTML part, a labelled link (the
   * answers of a reminder mail) a link with its label, and "label: URL" in the text part.
   */
  paragraphs: (string | MailLink)[];
  /** The closing line, in the mail's language. */
  signature: string;
}

export interface MailLink {
  label: string;
  url: string;
}

export interface MailTexts {
  passwordReset(link: string): MailContent;
  emailChangeConfirm(link: string, newEmail: string): MailContent;
  emailChangedNotice(newEmail: string): MailContent;
  groupInvitation(link: string, who: string, group: string): MailContent;
}

/** The mails in a language. */
export function mailTexts(language: Language): MailTexts {
  const t = textsIn(language);
  const signature = t('mail.signature');
  return {
    passwordReset: (link) => ({
      subject: t('mail.passwordReset.subject'),
      paragraphs: [t('mail.passwordReset.intro'), link, t('mail.passwordReset.outro')],
      signature,
    }),
    emailChangeConfirm: (link, email) => ({
      subject: t('mail.emailChangeConfirm.subject'),
      paragraphs: [
        t('mail.emailChangeConfirm.intro', { email }),
        link,
        t('mail.emailChangeConfirm.outro'),
      ],
      signature,
    }),
    emailChangedNotice: (email) => ({
      subject: t('mail.emailChangedNotice.subject'),
      paragraphs: [
        t('mail.emailChangedNotice.intro', { email }),
        t('mail.emailChangedNotice.outro'),
      ],
      signature,
    }),
    groupInvitation: (link, who, group) => ({
      subject: t('mail.groupInvitation.subject', { who, group }),
      paragraphs: [
        t('mail.groupInvitation.intro', { who, group }),
        link,
        t('mail.groupInvitation.outro', { who }),
      ],
      signature,
    }),
  };
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
      typeof paragraph !== 'string'
        ? `<p><a href="${escapeHtml(paragraph.url)}">${escapeHtml(paragraph.label)}</a></p>`
        : /^https?:\/\/\S+$/.test(paragraph)
          ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(paragraph)}</a></p>`
          : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  return {
    subject: content.subject,
    text: `${content.paragraphs
      .map((paragraph) =>
        typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.url}`,
      )
      .join('\n\n')}\n\n${content.signature}\n`,
    html: `<!doctype html>\n<html><body>\n${html}\n<p>${escapeHtml(content.signature)}</p>\n</body></html>\n`,
  };
}
