import { texts as t, type Localized } from '../../lib/demo-kit/localized.js';

export type Topic = 'account' | 'api' | 'billing' | 'integrations' | 'notifications' | 'security';

export interface KbCategoryText {
  category: string;
  icon: string;
  title: Localized;
  desc: Localized;
  topics: Topic[];
}

export interface KbSectionText {
  topic: Topic;
  icon: string;
  color: string;
  title: Localized;
  /** The questions; the slug of each is made from its English text, the same in every language. */
  questions: Localized[];
}

/** Each category of the knowledge base and the topics of its sections (every category page differs from the others). */
export const KB_CATEGORIES: KbCategoryText[] = [
  {
    category: 'sales-automation',
    icon: 'TrendingUpIcon',
    title: t('Sales Automation', 'Automatisation des ventes', 'Vertriebsautomatisierung', 'Automação de vendas'),
    desc: t(
      'Pipelines, follow-ups and the tools that keep deals moving without manual work.',
      'Pipelines, relances et les outils qui font avancer les ventes sans travail manuel.',
      'Pipelines, Nachfassaktionen und die Werkzeuge, die Abschlüsse ohne Handarbeit voranbringen.',
      'Pipelines, seguimentos e as ferramentas que fazem avançar os negócios sem trabalho manual.',
    ),
    topics: ['account', 'billing', 'integrations'],
  },
  {
    category: 'marketing-automation',
    icon: 'MegaphoneIcon',
    title: t('Marketing Automation', 'Automatisation marketing', 'Marketing-Automatisierung', 'Automação de marketing'),
    desc: t(
      'Campaigns that run themselves: triggers, journeys and the messages they send.',
      'Des campagnes qui tournent seules : déclencheurs, parcours et les messages qu’ils envoient.',
      'Kampagnen, die von selbst laufen: Auslöser, Abläufe und die Nachrichten, die sie senden.',
      'Campanhas que correm sozinhas: gatilhos, percursos e as mensagens que enviam.',
    ),
    topics: ['notifications', 'integrations', 'account'],
  },
  {
    category: 'api-questions',
    icon: 'CodeIcon',
    title: t('API Questions', 'Questions sur l’API', 'Fragen zur API', 'Perguntas sobre a API'),
    desc: t(
      'Keys, limits, errors and paging: what developers ask about the API.',
      'Clés, limites, erreurs et pagination : ce que les développeurs demandent sur l’API.',
      'Schlüssel, Limits, Fehler und Seitenabruf: was Entwickler zur API fragen.',
      'Chaves, limites, erros e paginação: o que os programadores perguntam sobre a API.',
    ),
    topics: ['api', 'security', 'integrations'],
  },
  {
    category: 'personalization',
    icon: 'UserIcon',
    title: t('Personalization', 'Personnalisation', 'Personalisierung', 'Personalização'),
    desc: t(
      'Make the portal yours: profile, language, notifications and privacy.',
      'Adaptez le portail à vous : profil, langue, notifications et confidentialité.',
      'Machen Sie das Portal zu Ihrem: Profil, Sprache, Benachrichtigungen und Datenschutz.',
      'Torne o portal seu: perfil, idioma, notificações e privacidade.',
    ),
    topics: ['account', 'notifications', 'security'],
  },
  {
    category: 'email-marketing',
    icon: 'MailIcon',
    title: t('Email Marketing', 'Marketing par e-mail', 'E-Mail-Marketing', 'Marketing por e-mail'),
    desc: t(
      'Newsletters and announcements: sending, connecting providers and paying for them.',
      'Lettres d’information et annonces : envoi, connexion des fournisseurs et facturation.',
      'Newsletter und Ankündigungen: Versand, Anbindung von Anbietern und Bezahlung.',
      'Newsletters e anúncios: envio, ligação a fornecedores e pagamento.',
    ),
    topics: ['notifications', 'integrations', 'billing'],
  },
  {
    category: 'demand-generation',
    icon: 'TargetIcon',
    title: t('Demand Generation', 'Génération de demande', 'Nachfragegenerierung', 'Geração de procura'),
    desc: t(
      'Plans, usage and security for teams that grow their audience.',
      'Offres, utilisation et sécurité pour les équipes qui développent leur audience.',
      'Tarife, Nutzung und Sicherheit für Teams, die ihr Publikum vergrößern.',
      'Planos, utilização e segurança para equipas que fazem crescer o seu público.',
    ),
    topics: ['billing', 'api', 'security'],
  },
];

/** The sections the categories are made of, with their questions. */
export const KB_SECTIONS: KbSectionText[] = [
  {
    topic: 'account',
    icon: 'SettingsIcon',
    color: 'primary',
    title: t('Account Settings', 'Paramètres du compte', 'Kontoeinstellungen', 'Definições da conta'),
    questions: [
      t('How do I change my password?', 'Comment changer mon mot de passe ?', 'Wie ändere ich mein Passwort?', 'Como altero a minha palavra-passe?'),
      t('How can I update my profile picture?', 'Comment mettre à jour ma photo de profil ?', 'Wie aktualisiere ich mein Profilbild?', 'Como atualizo a minha foto de perfil?'),
      t('Can I change my username?', 'Puis-je changer mon nom d’utilisateur ?', 'Kann ich meinen Benutzernamen ändern?', 'Posso alterar o meu nome de utilizador?'),
      t('How do I delete my account?', 'Comment supprimer mon compte ?', 'Wie lösche ich mein Konto?', 'Como elimino a minha conta?'),
      t('Where do I change the language of the portal?', 'Où changer la langue du portail ?', 'Wo ändere ich die Sprache des Portals?', 'Onde altero o idioma do portal?'),
    ],
  },
  {
    topic: 'api',
    icon: 'CodeIcon',
    color: 'success',
    title: t('API Usage', 'Utilisation de l’API', 'Nutzung der API', 'Utilização da API'),
    questions: [
      t('How do I create an API key?', 'Comment créer une clé d’API ?', 'Wie erstelle ich einen API-Schlüssel?', 'Como crio uma chave de API?'),
      t('What are the API rate limits?', 'Quelles sont les limites de débit de l’API ?', 'Welche Ratenlimits hat die API?', 'Quais são os limites de pedidos da API?'),
      t('Why does the API answer 401?', 'Pourquoi l’API répond-elle 401 ?', 'Warum antwortet die API mit 401?', 'Porque responde a API 401?'),
      t('How do I page through long lists?', 'Comment parcourir de longues listes page par page ?', 'Wie blättere ich durch lange Listen?', 'Como percorro listas longas página a página?'),
      t('Which date format does the API use?', 'Quel format de date l’API utilise-t-elle ?', 'Welches Datumsformat verwendet die API?', 'Que formato de data usa a API?'),
    ],
  },
  {
    topic: 'billing',
    icon: 'CreditCardIcon',
    color: 'danger',
    title: t('Billing', 'Facturation', 'Abrechnung', 'Faturação'),
    questions: [
      t('How do I download an invoice?', 'Comment télécharger une facture ?', 'Wie lade ich eine Rechnung herunter?', 'Como descarrego uma fatura?'),
      t('Which payment methods are accepted?', 'Quels moyens de paiement sont acceptés ?', 'Welche Zahlungsarten werden akzeptiert?', 'Que métodos de pagamento são aceites?'),
      t('How do I change my billing address?', 'Comment changer mon adresse de facturation ?', 'Wie ändere ich meine Rechnungsadresse?', 'Como altero a minha morada de faturação?'),
      t('Can I get a refund?', 'Puis-je être remboursé ?', 'Kann ich eine Rückerstattung erhalten?', 'Posso pedir um reembolso?'),
      t('When am I charged for a plan change?', 'Quand suis-je facturé pour un changement d’offre ?', 'Wann wird ein Tarifwechsel berechnet?', 'Quando sou cobrado por uma mudança de plano?'),
    ],
  },
  {
    topic: 'integrations',
    icon: 'LinkIcon',
    color: 'warning',
    title: t('Integrations', 'Intégrations', 'Integrationen', 'Integrações'),
    questions: [
      t('How do I connect my calendar?', 'Comment connecter mon agenda ?', 'Wie verbinde ich meinen Kalender?', 'Como ligo o meu calendário?'),
      t('Can I export data to a spreadsheet?', 'Puis-je exporter des données vers un tableur ?', 'Kann ich Daten in eine Tabellenkalkulation exportieren?', 'Posso exportar dados para uma folha de cálculo?'),
      t('How do I set up single sign-on?', 'Comment configurer l’authentification unique ?', 'Wie richte ich Single Sign-on ein?', 'Como configuro o início de sessão único?'),
      t('Which e-mail providers are supported?', 'Quels fournisseurs d’e-mail sont pris en charge ?', 'Welche E-Mail-Anbieter werden unterstützt?', 'Que fornecedores de e-mail são suportados?'),
      t('How do I disconnect an integration?', 'Comment déconnecter une intégration ?', 'Wie trenne ich eine Integration?', 'Como desligo uma integração?'),
    ],
  },
  {
    topic: 'notifications',
    icon: 'BellIcon',
    color: 'info',
    title: t('Notifications', 'Notifications', 'Benachrichtigungen', 'Notificações'),
    questions: [
      t('How do I turn off e-mail notifications?', 'Comment désactiver les notifications par e-mail ?', 'Wie schalte ich E-Mail-Benachrichtigungen aus?', 'Como desativo as notificações por e-mail?'),
      t('Why am I not receiving notifications?', 'Pourquoi ne reçois-je pas de notifications ?', 'Warum erhalte ich keine Benachrichtigungen?', 'Porque não recebo notificações?'),
      t('Can I get a weekly digest?', 'Puis-je recevoir un récapitulatif hebdomadaire ?', 'Kann ich eine wöchentliche Zusammenfassung erhalten?', 'Posso receber um resumo semanal?'),
      t('How do I mute a conversation?', 'Comment mettre une conversation en sourdine ?', 'Wie schalte ich eine Unterhaltung stumm?', 'Como silencio uma conversa?'),
      t('Can notifications go to a second address?', 'Les notifications peuvent-elles aller à une seconde adresse ?', 'Können Benachrichtigungen an eine zweite Adresse gehen?', 'As notificações podem ir para um segundo endereço?'),
    ],
  },
  {
    topic: 'security',
    icon: 'LockIcon',
    color: 'secondary',
    title: t('Security', 'Sécurité', 'Sicherheit', 'Segurança'),
    questions: [
      t('How do I turn on two-step verification?', 'Comment activer la validation en deux étapes ?', 'Wie aktiviere ich die Bestätigung in zwei Schritten?', 'Como ativo a verificação em dois passos?'),
      t('What should I do if my account was compromised?', 'Que faire si mon compte a été piraté ?', 'Was tue ich, wenn mein Konto kompromittiert wurde?', 'O que faço se a minha conta foi comprometida?'),
      t('How long does a session last?', 'Combien de temps dure une session ?', 'Wie lange dauert eine Sitzung?', 'Quanto tempo dura uma sessão?'),
      t('Who can see my documents?', 'Qui peut voir mes documents ?', 'Wer kann meine Dokumente sehen?', 'Quem pode ver os meus documentos?'),
      t('How do I report a security issue?', 'Comment signaler un problème de sécurité ?', 'Wie melde ich ein Sicherheitsproblem?', 'Como comunico um problema de segurança?'),
    ],
  },
];
