import { inLocale, linkMail, type LinkMailText } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';

const activation: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Activate your careers account',
    body: 'Thank you for registering. Please confirm your e-mail address to activate your account. The link is valid for 48 hours.',
    action: 'Activate my account',
    footer: 'If you did not create this account, you can ignore this message.',
  },
  fr: {
    subject: 'Activez votre compte carrières',
    body: 'Merci de votre inscription. Veuillez confirmer votre adresse e-mail pour activer votre compte. Le lien est valable 48 heures.',
    action: 'Activer mon compte',
    footer: "Si vous n'avez pas créé ce compte, ignorez ce message.",
  },
  de: {
    subject: 'Aktivieren Sie Ihr Karrierekonto',
    body: 'Vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 48 Stunden gültig.',
    action: 'Mein Konto aktivieren',
    footer: 'Wenn Sie dieses Konto nicht erstellt haben, können Sie diese Nachricht ignorieren.',
  },
  pt: {
    subject: 'Ative a sua conta de carreiras',
    body: 'Obrigado pelo seu registo. Confirme o seu endereço de e-mail para ativar a sua conta. A ligação é válida durante 48 horas.',
    action: 'Ativar a minha conta',
    footer: 'Se não criou esta conta, pode ignorar esta mensagem.',
  },
};

const passwordReset: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Reset your password',
    body: 'We received a request to reset the password of your careers account. The link is valid for one hour and can be used once.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte carrières. Le lien est valable une heure et ne peut servir qu’une fois.',
    action: 'Choisir un nouveau mot de passe',
    footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
  de: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    body: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Karrierekontos zurückzusetzen. Der Link ist eine Stunde gültig und nur einmal verwendbar.',
    action: 'Neues Passwort wählen',
    footer: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe',
    body: 'Recebemos um pedido para redefinir a palavra-passe da sua conta de carreiras. A ligação é válida durante uma hora e só pode ser usada uma vez.',
    action: 'Escolher uma nova palavra-passe',
    footer: 'Se não fez este pedido, ignore esta mensagem: a sua palavra-passe não muda.',
  },
};

export const activationMail = (locale: string, to: string, name: string, link: string) =>
  linkMail(inLocale(activation, locale), 'activation', locale, to, name, link);
export const passwordResetMail = (locale: string, to: string, name: string, link: string) =>
  linkMail(inLocale(passwordReset, locale), 'password-reset', locale, to, name, link);
