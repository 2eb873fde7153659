import { texts as t, type Localized } from '../../lib/demo-kit/localized.js';
import type { PlanId } from './pricing-schemas.js';

export interface PlanText {
  title: Localized;
  subtitle: Localized;
  benefits: Localized[];
}

/** What the pricing page says of each plan, in four languages (the prices are in pricing-seed.ts). */
export const PLAN_TEXTS: Record<PlanId, PlanText> = {
  basic: {
    title: t('Basic', 'Basique', 'Basis', 'Básico'),
    subtitle: t('A simple start for everyone', 'Un début simple pour tous', 'Ein einfacher Einstieg für alle', 'Um começo simples para todos'),
    benefits: [
      t('100 responses a month', '100 réponses par mois', '100 Antworten pro Monat', '100 respostas por mês'),
      t('Unlimited forms and surveys', 'Formulaires et enquêtes illimités', 'Unbegrenzt Formulare und Umfragen', 'Formulários e inquéritos ilimitados'),
      t('Unlimited fields', 'Champs illimités', 'Unbegrenzt Felder', 'Campos ilimitados'),
      t('Basic form creation tools', 'Outils de base pour créer des formulaires', 'Grundlegende Werkzeuge zum Erstellen von Formularen', 'Ferramentas básicas de criação de formulários'),
      t('Up to 2 subdomains', 'Jusqu’à 2 sous-domaines', 'Bis zu 2 Subdomains', 'Até 2 subdomínios'),
    ],
  },
  standard: {
    title: t('Standard', 'Standard', 'Standard', 'Padrão'),
    subtitle: t('For small to medium businesses', 'Pour les petites et moyennes entreprises', 'Für kleine und mittlere Unternehmen', 'Para pequenas e médias empresas'),
    benefits: [
      t('Unlimited responses', 'Réponses illimitées', 'Unbegrenzt Antworten', 'Respostas ilimitadas'),
      t('Unlimited forms and surveys', 'Formulaires et enquêtes illimités', 'Unbegrenzt Formulare und Umfragen', 'Formulários e inquéritos ilimitados'),
      t('Instagram profile page', 'Page de profil Instagram', 'Instagram-Profilseite', 'Página de perfil do Instagram'),
      t('Google Docs integration', 'Intégration à Google Docs', 'Integration mit Google Docs', 'Integração com o Google Docs'),
      t('Custom “Thank you” page', 'Page de remerciement personnalisée', 'Eigene Dankesseite', 'Página de agradecimento personalizada'),
    ],
  },
  enterprise: {
    title: t('Enterprise', 'Entreprise', 'Enterprise', 'Empresarial'),
    subtitle: t('Solution for big organizations', 'La solution pour les grandes organisations', 'Die Lösung für große Organisationen', 'A solução para grandes organizações'),
    benefits: [
      t('PayPal payments', 'Paiements PayPal', 'Zahlungen mit PayPal', 'Pagamentos PayPal'),
      t('Logic Jumps', 'Sauts logiques', 'Logiksprünge', 'Saltos lógicos'),
      t('File upload with 5GB storage', 'Envoi de fichiers avec 5 Go de stockage', 'Datei-Upload mit 5 GB Speicher', 'Envio de ficheiros com 5 GB de armazenamento'),
      t('Custom domain support', 'Domaine personnalisé', 'Eigene Domain', 'Domínio personalizado'),
      t('Stripe integration', 'Intégration à Stripe', 'Integration mit Stripe', 'Integração com o Stripe'),
    ],
  },
};

/** The pricing page's questions and answers. */
export const PRICING_QANDA: { question: Localized; ans: Localized }[] = [
  {
    question: t('Does my subscription automatically renew?', 'Mon abonnement est-il renouvelé automatiquement ?', 'Verlängert sich mein Abonnement automatisch?', 'A minha assinatura é renovada automaticamente?'),
    ans: t(
      'Yes. Your plan renews at the end of each period unless you cancel it before then.',
      'Oui. Votre offre est renouvelée à la fin de chaque période, sauf si vous la résiliez avant.',
      'Ja. Ihr Tarif verlängert sich am Ende jedes Zeitraums, sofern Sie ihn nicht vorher kündigen.',
      'Sim. O seu plano é renovado no fim de cada período, a menos que o cancele antes.',
    ),
  },
  {
    question: t('Can I store the item on an intranet so everyone has access?', 'Puis-je stocker l’article sur un intranet pour que tout le monde y ait accès ?', 'Darf ich den Artikel im Intranet ablegen, damit alle darauf zugreifen können?', 'Posso guardar o artigo numa intranet para que todos lhe tenham acesso?'),
    ans: t(
      'Yes, as long as the people who use it are covered by your licence.',
      'Oui, tant que les personnes qui l’utilisent sont couvertes par votre licence.',
      'Ja, solange die Personen, die ihn nutzen, von Ihrer Lizenz abgedeckt sind.',
      'Sim, desde que as pessoas que o usam estejam abrangidas pela sua licença.',
    ),
  },
  {
    question: t('Am I allowed to modify the item that I purchased?', 'Ai-je le droit de modifier l’article que j’ai acheté ?', 'Darf ich den gekauften Artikel verändern?', 'Posso modificar o artigo que comprei?'),
    ans: t(
      'Yes. You may adapt the item for the end product the licence covers.',
      'Oui. Vous pouvez adapter l’article au produit final couvert par la licence.',
      'Ja. Sie dürfen den Artikel für das Endprodukt anpassen, das die Lizenz abdeckt.',
      'Sim. Pode adaptar o artigo ao produto final abrangido pela licença.',
    ),
  },
  {
    question: t('Can I switch plans later?', 'Puis-je changer d’offre plus tard ?', 'Kann ich später den Tarif wechseln?', 'Posso mudar de plano mais tarde?'),
    ans: t(
      'Yes. Changes take effect at the start of your next billing period.',
      'Oui. Le changement prend effet au début de votre prochaine période de facturation.',
      'Ja. Änderungen gelten ab Beginn Ihres nächsten Abrechnungszeitraums.',
      'Sim. As alterações entram em vigor no início do próximo período de faturação.',
    ),
  },
];
