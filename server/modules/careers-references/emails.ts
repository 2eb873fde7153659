import { inLocale, linkMail, type LaidOutMail, type LinkMailText } from '../../lib/mail-text.js';
import type { Locale } from '../../../common/locales.js';

/**
 * The references' e-mails, in four languages: to the referee (the request and its reminders, one
 * link each, never a "decline" link: declining is an answer on the page), and to the applicant (a
 * referee declined; the day-9 and day-16 nudges). A referee whose request is cancelled, replaced or
 * whose applicant's application ended hears that it is no longer needed; the member of staff who asked
 * hears that a reference arrived and waits for review. No e-mail carries an answer.
 */
export type ReferenceMailKind = 'request' | 'reminder' | 'final_reminder' | 'declined' | 'nudge_junk' | 'nudge_replace' | 'no_longer_needed' | 'received';

const TEXTS: Record<ReferenceMailKind, Record<Locale, LinkMailText>> = {
  request: {
    en: {
      subject: 'Reference request for {applicant}',
      body: '{applicant} has applied for the post of {job} at our hospital and named you as a referee. The page this link opens first asks whether you can give a reference; you can save your answers and come back later. The link works for 12 weeks.',
      action: 'Open the reference request',
      footer: 'If you cannot give a reference, say so on the page. Do not forward this e-mail: the link is personal to you.',
    },
    fr: {
      subject: 'Demande de référence pour {applicant}',
      body: '{applicant} a postulé au poste de {job} dans notre hôpital et vous a indiqué comme référent. La page ouverte par ce lien vous demande d’abord si vous pouvez donner une référence ; vous pouvez enregistrer vos réponses et revenir plus tard. Le lien est valable 12 semaines.',
      action: 'Ouvrir la demande de référence',
      footer: 'Si vous ne pouvez pas donner de référence, indiquez-le sur la page. Ne transférez pas cet e-mail : le lien vous est personnel.',
    },
    de: {
      subject: 'Referenzanfrage für {applicant}',
      body: '{applicant} hat sich bei unserem Krankenhaus auf die Stelle {job} beworben und Sie als Referenz angegeben. Die Seite hinter diesem Link fragt zuerst, ob Sie eine Referenz geben können; Sie können Ihre Antworten speichern und später fortfahren. Der Link ist 12 Wochen gültig.',
      action: 'Referenzanfrage öffnen',
      footer: 'Wenn Sie keine Referenz geben können, geben Sie das auf der Seite an. Leiten Sie diese E-Mail nicht weiter: Der Link gilt nur für Sie.',
    },
    pt: {
      subject: 'Pedido de referência para {applicant}',
      body: '{applicant} candidatou-se ao lugar de {job} no nosso hospital e indicou-o como referência. A página aberta por esta ligação pergunta primeiro se pode dar uma referência; pode guardar as respostas e voltar mais tarde. A ligação é válida durante 12 semanas.',
      action: 'Abrir o pedido de referência',
      footer: 'Se não puder dar uma referência, indique-o na página. Não reencaminhe este e-mail: a ligação é pessoal.',
    },
  },
  reminder: {
    en: {
      subject: 'Reminder: reference request for {applicant}',
      body: 'We are still waiting for your reference for {applicant}, who applied for the post of {job}. It takes about 10 minutes; you can save and come back.',
      action: 'Give or decline the reference',
      footer: 'If you have answered already, thank you: you can ignore this message.',
    },
    fr: {
      subject: 'Rappel : demande de référence pour {applicant}',
      body: 'Nous attendons toujours votre référence pour {applicant}, candidat au poste de {job}. Cela prend environ 10 minutes ; vous pouvez enregistrer et revenir.',
      action: 'Donner ou refuser la référence',
      footer: 'Si vous avez déjà répondu, merci : vous pouvez ignorer ce message.',
    },
    de: {
      subject: 'Erinnerung: Referenzanfrage für {applicant}',
      body: 'Wir warten noch auf Ihre Referenz für {applicant}, Bewerbung auf die Stelle {job}. Es dauert etwa 10 Minuten; Sie können speichern und später fortfahren.',
      action: 'Referenz geben oder ablehnen',
      footer: 'Wenn Sie bereits geantwortet haben, vielen Dank: Sie können diese Nachricht ignorieren.',
    },
    pt: {
      subject: 'Lembrete: pedido de referência para {applicant}',
      body: 'Ainda aguardamos a sua referência para {applicant}, candidato ao lugar de {job}. Demora cerca de 10 minutos; pode guardar e voltar.',
      action: 'Dar ou recusar a referência',
      footer: 'Se já respondeu, obrigado: pode ignorar esta mensagem.',
    },
  },
  final_reminder: {
    en: {
      subject: 'Final reminder: reference request for {applicant}',
      body: 'This is our last reminder about the reference for {applicant} ({job}). Without it their appointment may be delayed. If you cannot give one, please say so on the page.',
      action: 'Give or decline the reference',
      footer: 'We will not remind you again.',
    },
    fr: {
      subject: 'Dernier rappel : demande de référence pour {applicant}',
      body: 'Ceci est notre dernier rappel concernant la référence pour {applicant} ({job}). Sans elle, son recrutement peut être retardé. Si vous ne pouvez pas en donner, indiquez-le sur la page.',
      action: 'Donner ou refuser la référence',
      footer: 'Nous ne vous relancerons plus.',
    },
    de: {
      subject: 'Letzte Erinnerung: Referenzanfrage für {applicant}',
      body: 'Dies ist unsere letzte Erinnerung an die Referenz für {applicant} ({job}). Ohne sie kann sich die Einstellung verzögern. Wenn Sie keine geben können, geben Sie das bitte auf der Seite an.',
      action: 'Referenz geben oder ablehnen',
      footer: 'Wir erinnern Sie nicht noch einmal.',
    },
    pt: {
      subject: 'Último lembrete: pedido de referência para {applicant}',
      body: 'Este é o nosso último lembrete sobre a referência para {applicant} ({job}). Sem ela, a contratação pode atrasar-se. Se não puder dá-la, indique-o na página.',
      action: 'Dar ou recusar a referência',
      footer: 'Não voltaremos a lembrá-lo.',
    },
  },
  declined: {
    en: {
      subject: 'A referee could not give a reference',
      body: '{referee} could not give you a reference for {job}. You can name another referee on your application.',
      action: 'Name another referee',
      footer: 'The reason, if they gave one, is seen by the recruitment team only.',
    },
    fr: {
      subject: 'Un référent n’a pas pu donner de référence',
      body: '{referee} n’a pas pu vous donner de référence pour {job}. Vous pouvez indiquer un autre référent dans votre candidature.',
      action: 'Indiquer un autre référent',
      footer: 'Le motif éventuel n’est visible que par l’équipe de recrutement.',
    },
    de: {
      subject: 'Eine Referenzperson konnte keine Referenz geben',
      body: '{referee} konnte Ihnen für {job} keine Referenz geben. Sie können in Ihrer Bewerbung eine andere Referenzperson angeben.',
      action: 'Andere Referenzperson angeben',
      footer: 'Einen etwaigen Grund sieht nur das Recruiting-Team.',
    },
    pt: {
      subject: 'Uma referência não pôde ser dada',
      body: '{referee} não pôde dar-lhe uma referência para {job}. Pode indicar outra pessoa de referência na sua candidatura.',
      action: 'Indicar outra referência',
      footer: 'O motivo, se foi indicado, só é visto pela equipa de recrutamento.',
    },
  },
  nudge_junk: {
    en: {
      subject: 'Your reference from {referee} has not arrived yet',
      body: 'We asked {referee} for a reference for {job} nine days ago and have no answer yet. Our e-mail may be in their junk folder: you could ask them to look. You can also send them a reminder from your application.',
      action: 'See your references',
      footer: 'We remind referees ourselves as well.',
    },
    fr: {
      subject: 'Votre référence de {referee} n’est pas encore arrivée',
      body: 'Nous avons demandé une référence à {referee} pour {job} il y a neuf jours, sans réponse pour l’instant. Notre e-mail est peut-être dans ses courriers indésirables : vous pouvez lui demander de vérifier. Vous pouvez aussi lui envoyer un rappel depuis votre candidature.',
      action: 'Voir vos références',
      footer: 'Nous relançons aussi les référents nous-mêmes.',
    },
    de: {
      subject: 'Ihre Referenz von {referee} ist noch nicht eingegangen',
      body: 'Wir haben {referee} vor neun Tagen um eine Referenz für {job} gebeten und noch keine Antwort. Unsere E-Mail liegt vielleicht im Spam-Ordner: Sie könnten darum bitten, dort nachzusehen. Sie können auch aus Ihrer Bewerbung eine Erinnerung senden.',
      action: 'Ihre Referenzen ansehen',
      footer: 'Wir erinnern Referenzpersonen auch selbst.',
    },
    pt: {
      subject: 'A sua referência de {referee} ainda não chegou',
      body: 'Pedimos uma referência a {referee} para {job} há nove dias e ainda não temos resposta. O nosso e-mail pode estar na pasta de lixo eletrónico: pode pedir-lhe que verifique. Também pode enviar-lhe um lembrete a partir da sua candidatura.',
      action: 'Ver as suas referências',
      footer: 'Também lembramos as referências por nós.',
    },
  },
  nudge_replace: {
    en: {
      subject: 'You may name another referee',
      body: '{referee} has not answered our reference request for {job} after 16 days. You may name another referee in their place on your application.',
      action: 'See your references',
      footer: 'If they answer meanwhile, nothing else is needed.',
    },
    fr: {
      subject: 'Vous pouvez indiquer un autre référent',
      body: '{referee} n’a pas répondu à notre demande de référence pour {job} après 16 jours. Vous pouvez indiquer un autre référent à sa place dans votre candidature.',
      action: 'Voir vos références',
      footer: 'S’il répond entre-temps, rien d’autre n’est nécessaire.',
    },
    de: {
      subject: 'Sie können eine andere Referenzperson angeben',
      body: '{referee} hat unsere Referenzanfrage für {job} nach 16 Tagen nicht beantwortet. Sie können in Ihrer Bewerbung eine andere Referenzperson an ihrer Stelle angeben.',
      action: 'Ihre Referenzen ansehen',
      footer: 'Falls inzwischen eine Antwort kommt, ist nichts weiter nötig.',
    },
    pt: {
      subject: 'Pode indicar outra referência',
      body: '{referee} não respondeu ao nosso pedido de referência para {job} após 16 dias. Pode indicar outra pessoa de referência no seu lugar na sua candidatura.',
      action: 'Ver as suas referências',
      footer: 'Se entretanto responder, não é preciso mais nada.',
    },
  },
  no_longer_needed: {
    en: {
      subject: 'Reference for {applicant} no longer needed',
      body: 'Thank you for agreeing to be a referee for {applicant} ({job}). We no longer need this reference, and the link we sent you no longer works. There is nothing more to do.',
      action: 'Our careers site',
      footer: 'We will not write to you again about this request.',
    },
    fr: {
      subject: 'Référence pour {applicant} plus nécessaire',
      body: 'Merci d’avoir accepté d’être référent pour {applicant} ({job}). Nous n’avons plus besoin de cette référence et le lien envoyé ne fonctionne plus. Vous n’avez rien d’autre à faire.',
      action: 'Notre site carrières',
      footer: 'Nous ne vous écrirons plus au sujet de cette demande.',
    },
    de: {
      subject: 'Referenz für {applicant} nicht mehr nötig',
      body: 'Vielen Dank, dass Sie als Referenz für {applicant} ({job}) zur Verfügung standen. Wir benötigen diese Referenz nicht mehr, und der gesendete Link funktioniert nicht mehr. Sie müssen nichts weiter tun.',
      action: 'Unsere Karriereseite',
      footer: 'Wir schreiben Ihnen zu dieser Anfrage nicht mehr.',
    },
    pt: {
      subject: 'Referência para {applicant} já não é necessária',
      body: 'Obrigado por ter aceitado ser referência de {applicant} ({job}). Já não precisamos desta referência e o link que lhe enviámos deixou de funcionar. Não há mais nada a fazer.',
      action: 'O nosso site de carreiras',
      footer: 'Não voltaremos a escrever-lhe sobre este pedido.',
    },
  },
  received: {
    en: {
      subject: 'Reference received for {applicant}: to review',
      body: '{referee} has sent their reference for {applicant} ({job}). It is waiting for your review on the application.',
      action: 'Review the reference',
      footer: 'Every reading of a reference is recorded in the audit log.',
    },
    fr: {
      subject: 'Référence reçue pour {applicant} : à examiner',
      body: '{referee} a envoyé sa référence pour {applicant} ({job}). Elle attend votre examen dans la candidature.',
      action: 'Examiner la référence',
      footer: 'Chaque lecture d’une référence est enregistrée dans le journal d’audit.',
    },
    de: {
      subject: 'Referenz für {applicant} eingegangen: zu prüfen',
      body: '{referee} hat die Referenz für {applicant} ({job}) gesendet. Sie wartet in der Bewerbung auf Ihre Prüfung.',
      action: 'Referenz prüfen',
      footer: 'Jedes Lesen einer Referenz wird im Audit-Protokoll festgehalten.',
    },
    pt: {
      subject: 'Referência recebida para {applicant}: a rever',
      body: '{referee} enviou a sua referência para {applicant} ({job}). Aguarda a sua revisão na candidatura.',
      action: 'Rever a referência',
      footer: 'Cada leitura de uma referência fica registada no registo de auditoria.',
    },
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** One references e-mail laid out for `to` in `locale` (English for an unknown one). */
export function referenceMail(kind: ReferenceMailKind, input: { to: string; name: string; locale: string; link: string; applicant: string; job: string; referee?: string }): LaidOutMail {
  const values = { applicant: input.applicant, job: input.job, referee: input.referee ?? '' };
  const text = inLocale(TEXTS[kind], input.locale);
  const message = { subject: fill(text.subject, values), body: fill(text.body, values), action: text.action, footer: text.footer };
  return linkMail(message, `reference-${kind.replace(/_/g, '-')}`, input.locale, input.to, input.name, input.link);
}
