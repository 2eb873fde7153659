import { inLocale, linkMail, type LinkMailText } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';
import { STAFF_INACTIVITY_WARNING_DAYS, STAFF_INVITATION_DAYS } from '../../../common/staff-access.js';

/** The staff accounts' e-mails (Apply's invitation, permissions updated and removed; the inactivity warning), in four languages. */

const invitation: Record<Locale, LinkMailText> = {
  en: {
    subject: 'You are invited to the hospital careers portal',
    body: `You have been given a staff account on the careers portal. Choose your password to start. The link is valid for ${STAFF_INVITATION_DAYS} days and can be used once.`,
    action: 'Choose my password',
    footer: 'If you did not expect this invitation, you can ignore this message.',
  },
  fr: {
    subject: 'Vous êtes invité sur le portail carrières de l’hôpital',
    body: `Un compte du personnel vous a été ouvert sur le portail carrières. Choisissez votre mot de passe pour commencer. Le lien est valable ${STAFF_INVITATION_DAYS} jours et ne sert qu’une fois.`,
    action: 'Choisir mon mot de passe',
    footer: "Si vous n'attendiez pas cette invitation, ignorez ce message.",
  },
  de: {
    subject: 'Einladung zum Karriereportal des Krankenhauses',
    body: `Für Sie wurde ein Mitarbeiterkonto im Karriereportal angelegt. Wählen Sie Ihr Passwort, um zu beginnen. Der Link ist ${STAFF_INVITATION_DAYS} Tage gültig und nur einmal verwendbar.`,
    action: 'Mein Passwort wählen',
    footer: 'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese Nachricht.',
  },
  pt: {
    subject: 'Foi convidado para o portal de carreiras do hospital',
    body: `Foi-lhe atribuída uma conta de funcionário no portal de carreiras. Escolha a sua palavra-passe para começar. A ligação é válida durante ${STAFF_INVITATION_DAYS} dias e só pode ser usada uma vez.`,
    action: 'Escolher a minha palavra-passe',
    footer: 'Se não esperava este convite, pode ignorar esta mensagem.',
  },
};

const accessChanged: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Your access to the careers portal has changed',
    body: 'An administrator changed your role or permissions on the careers portal. The change applies from your next page.',
    action: 'Open the careers portal',
    footer: 'If you think this is a mistake, contact your recruitment team.',
  },
  fr: {
    subject: 'Vos accès au portail carrières ont changé',
    body: 'Un administrateur a modifié votre rôle ou vos permissions sur le portail carrières. Le changement s’applique dès votre prochaine page.',
    action: 'Ouvrir le portail carrières',
    footer: 'Si vous pensez que c’est une erreur, contactez votre équipe de recrutement.',
  },
  de: {
    subject: 'Ihr Zugang zum Karriereportal wurde geändert',
    body: 'Eine Administratorin oder ein Administrator hat Ihre Rolle oder Ihre Berechtigungen im Karriereportal geändert. Die Änderung gilt ab Ihrer nächsten Seite.',
    action: 'Karriereportal öffnen',
    footer: 'Wenn Sie das für einen Fehler halten, wenden Sie sich an Ihr Recruiting-Team.',
  },
  pt: {
    subject: 'O seu acesso ao portal de carreiras mudou',
    body: 'Um administrador alterou a sua função ou as suas permissões no portal de carreiras. A alteração aplica-se a partir da sua próxima página.',
    action: 'Abrir o portal de carreiras',
    footer: 'Se acha que se trata de um erro, contacte a sua equipa de recrutamento.',
  },
};

const deactivated: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Your access to the careers portal was removed',
    body: 'Your staff account on the careers portal was deactivated. Your name stays on the work you did. Reason: {reason}',
    action: 'Careers portal',
    footer: 'If you need access again, ask an administrator to reactivate your account.',
  },
  fr: {
    subject: 'Votre accès au portail carrières a été retiré',
    body: 'Votre compte du personnel sur le portail carrières a été désactivé. Votre nom reste sur le travail que vous avez fait. Motif : {reason}',
    action: 'Portail carrières',
    footer: 'Si vous avez de nouveau besoin d’un accès, demandez à un administrateur de réactiver votre compte.',
  },
  de: {
    subject: 'Ihr Zugang zum Karriereportal wurde entfernt',
    body: 'Ihr Mitarbeiterkonto im Karriereportal wurde deaktiviert. Ihr Name bleibt bei Ihrer geleisteten Arbeit. Grund: {reason}',
    action: 'Karriereportal',
    footer: 'Wenn Sie wieder Zugang brauchen, bitten Sie eine Administratorin oder einen Administrator, Ihr Konto zu reaktivieren.',
  },
  pt: {
    subject: 'O seu acesso ao portal de carreiras foi removido',
    body: 'A sua conta de funcionário no portal de carreiras foi desativada. O seu nome continua no trabalho que fez. Motivo: {reason}',
    action: 'Portal de carreiras',
    footer: 'Se voltar a precisar de acesso, peça a um administrador que reative a sua conta.',
  },
};

const reactivated: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Your access to the careers portal is back',
    body: 'Your staff account on the careers portal was reactivated. Sign in with your usual password.',
    action: 'Sign in',
    footer: 'If you think this is a mistake, contact your recruitment team.',
  },
  fr: {
    subject: 'Votre accès au portail carrières est rétabli',
    body: 'Votre compte du personnel sur le portail carrières a été réactivé. Connectez-vous avec votre mot de passe habituel.',
    action: 'Se connecter',
    footer: 'Si vous pensez que c’est une erreur, contactez votre équipe de recrutement.',
  },
  de: {
    subject: 'Ihr Zugang zum Karriereportal ist wieder aktiv',
    body: 'Ihr Mitarbeiterkonto im Karriereportal wurde reaktiviert. Melden Sie sich mit Ihrem gewohnten Passwort an.',
    action: 'Anmelden',
    footer: 'Wenn Sie das für einen Fehler halten, wenden Sie sich an Ihr Recruiting-Team.',
  },
  pt: {
    subject: 'O seu acesso ao portal de carreiras foi reposto',
    body: 'A sua conta de funcionário no portal de carreiras foi reativada. Inicie sessão com a sua palavra-passe habitual.',
    action: 'Iniciar sessão',
    footer: 'Se acha que se trata de um erro, contacte a sua equipa de recrutamento.',
  },
};

const inactivityWarning: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Your careers portal access ends soon',
    body: `You have not signed in to the careers portal for almost 12 months. Sign in within the next ${STAFF_INACTIVITY_WARNING_DAYS} days to keep your access; otherwise your account will be deactivated.`,
    action: 'Sign in to keep my access',
    footer: 'If you no longer need access, you can ignore this message.',
  },
  fr: {
    subject: 'Votre accès au portail carrières prend bientôt fin',
    body: `Vous ne vous êtes pas connecté au portail carrières depuis près de 12 mois. Connectez-vous dans les ${STAFF_INACTIVITY_WARNING_DAYS} prochains jours pour garder votre accès ; sinon votre compte sera désactivé.`,
    action: 'Me connecter pour garder mon accès',
    footer: "Si vous n'avez plus besoin d'accès, ignorez ce message.",
  },
  de: {
    subject: 'Ihr Zugang zum Karriereportal endet bald',
    body: `Sie haben sich seit fast 12 Monaten nicht im Karriereportal angemeldet. Melden Sie sich in den nächsten ${STAFF_INACTIVITY_WARNING_DAYS} Tagen an, um Ihren Zugang zu behalten; sonst wird Ihr Konto deaktiviert.`,
    action: 'Anmelden und Zugang behalten',
    footer: 'Wenn Sie keinen Zugang mehr brauchen, ignorieren Sie diese Nachricht.',
  },
  pt: {
    subject: 'O seu acesso ao portal de carreiras termina em breve',
    body: `Não inicia sessão no portal de carreiras há quase 12 meses. Inicie sessão nos próximos ${STAFF_INACTIVITY_WARNING_DAYS} dias para manter o acesso; caso contrário, a sua conta será desativada.`,
    action: 'Iniciar sessão e manter o acesso',
    footer: 'Se já não precisa de acesso, pode ignorar esta mensagem.',
  },
};

interface To {
  locale: string;
  email: string;
  fullName: string;
}

export const staffInvitationMail = (to: To, link: string) => linkMail(inLocale(invitation, to.locale), 'staff-invitation', to.locale, to.email, to.fullName, link);
export const staffAccessChangedMail = (to: To, link: string) =>
  linkMail(inLocale(accessChanged, to.locale), 'staff-access-changed', to.locale, to.email, to.fullName, link);
export const staffReactivatedMail = (to: To, link: string) => linkMail(inLocale(reactivated, to.locale), 'staff-reactivated', to.locale, to.email, to.fullName, link);
export const staffInactivityWarningMail = (to: To, link: string) =>
  linkMail(inLocale(inactivityWarning, to.locale), 'staff-inactivity-warning', to.locale, to.email, to.fullName, link);
export function staffDeactivatedMail(to: To, link: string, reason: string) {
  const text = inLocale(deactivated, to.locale);
  return linkMail({ ...text, body: text.body.replace('{reason}', reason) }, 'staff-deactivated', to.locale, to.email, to.fullName, link);
}
