import { inLocale, linkMail, type LinkMailText } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';
import type { FeedbackKind } from '../../../common/accessibility-feedback.js';

/** The accessibility feedback's e-mails: the acknowledgement to the sender (in their language) and the message to the contact. */

const acknowledgement: Record<Locale, LinkMailText> = {
  en: {
    subject: 'We received your message about accessibility ({reference})',
    body: 'Thank you for telling us. Your reference is {reference}. We will reply within {days} working days, the way you asked us to.',
    action: 'Read our accessibility statement',
    footer: 'If you did not send this message, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Nous avons reçu votre message sur l’accessibilité ({reference})',
    body: 'Merci de nous l’avoir signalé. Votre référence est {reference}. Nous vous répondrons sous {days} jours ouvrés, de la façon que vous avez choisie.',
    action: 'Lire notre déclaration d’accessibilité',
    footer: "Si vous n'avez pas envoyé ce message, ignorez cet e-mail.",
  },
  de: {
    subject: 'Wir haben Ihre Nachricht zur Barrierefreiheit erhalten ({reference})',
    body: 'Vielen Dank für Ihre Nachricht. Ihre Referenz lautet {reference}. Wir antworten Ihnen innerhalb von {days} Arbeitstagen auf dem Weg, den Sie gewählt haben.',
    action: 'Unsere Erklärung zur Barrierefreiheit lesen',
    footer: 'Wenn Sie diese Nachricht nicht gesendet haben, ignorieren Sie diese E-Mail.',
  },
  pt: {
    subject: 'Recebemos a sua mensagem sobre acessibilidade ({reference})',
    body: 'Obrigado por nos informar. A sua referência é {reference}. Responderemos no prazo de {days} dias úteis, da forma que escolheu.',
    action: 'Ler a nossa declaração de acessibilidade',
    footer: 'Se não enviou esta mensagem, pode ignorar este e-mail.',
  },
};

const KIND_WORDS: Record<FeedbackKind, string> = {
  problem: 'reports an accessibility problem',
  adjustment: 'asks for an adjustment',
  format: 'asks for the application in another format',
};

interface Sender {
  name: string;
  email: string;
  locale: string;
}

/** The sender's acknowledgement: the reference and the reply time promised, in their language. */
export function feedbackAcknowledgementMail(to: Sender, reference: string, days: number, statementLink: string) {
  const text = inLocale(acknowledgement, to.locale);
  const fill = (s: string) => s.replaceAll('{reference}', reference).replaceAll('{days}', String(days));
  return linkMail({ ...text, subject: fill(text.subject), body: fill(text.body) }, 'accessibility-feedback-received', to.locale, to.email, to.name, statementLink);
}

export interface FeedbackForContact {
  reference: string;
  kind: FeedbackKind;
  name: string;
  email: string;
  phone: string | null;
  contactPreference: string;
  format: string | null;
  page: string | null;
  message: string;
  days: number;
}

/** The message to the configured contact (in English, the deployment's working language): everything needed to answer. */
export function feedbackContactMail(contact: string, item: FeedbackForContact, listLink: string) {
  const lines = [
    `${item.name} ${KIND_WORDS[item.kind]}. Reference ${item.reference}; reply within ${item.days} working days.`,
    `Reply by: ${item.contactPreference === 'phone' ? `phone, ${item.phone ?? ''}` : `e-mail, ${item.email}`}${item.contactPreference === 'phone' ? ` (e-mail ${item.email})` : ''}.`,
    ...(item.format ? [`Format asked for: ${item.format}.`] : []),
    ...(item.page ? [`About: ${item.page}.`] : []),
    `Message:\n${item.message}`,
  ];
  return linkMail(
    { subject: `Accessibility feedback ${item.reference}`, body: lines.join('\n'), action: 'Open the accessibility feedback list', footer: 'Mark it handled in the list once answered.' },
    'accessibility-feedback',
    'en',
    contact,
    'accessibility contact',
    listLink,
  );
}
