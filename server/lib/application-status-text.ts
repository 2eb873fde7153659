import type { Locale } from '../../common/locales.js';
import type { ApplicationStatus } from '../../common/application-status.js';

/**
 * The name an applicant sees for each status of an application, per language, where the server
 * writes it (the e-mails; the export's English column). The SPA has the same names in its Lingui
 * catalogs (web/src/lib/careers-vocabulary.ts).
 */
export const APPLICANT_STATUS_TEXT: Record<Locale, Record<ApplicationStatus, string>> = {
  en: { draft: 'Draft', submitted: 'Received', under_review: 'Under review', shortlisted: 'Shortlisted', interview: 'Interview', offer: 'Offer', hired: 'Successful', rejected: 'Unsuccessful', withdrawn: 'Withdrawn' },
  fr: { draft: 'Brouillon', submitted: 'Reçue', under_review: "En cours d'examen", shortlisted: 'Présélectionnée', interview: 'Entretien', offer: 'Offre', hired: 'Retenue', rejected: 'Non retenue', withdrawn: 'Retirée' },
  de: { draft: 'Entwurf', submitted: 'Eingegangen', under_review: 'In Prüfung', shortlisted: 'In der engeren Wahl', interview: 'Vorstellungsgespräch', offer: 'Angebot', hired: 'Erfolgreich', rejected: 'Nicht erfolgreich', withdrawn: 'Zurückgezogen' },
  pt: { draft: 'Rascunho', submitted: 'Recebida', under_review: 'Em análise', shortlisted: 'Pré-selecionada', interview: 'Entrevista', offer: 'Oferta', hired: 'Bem-sucedida', rejected: 'Sem sucesso', withdrawn: 'Retirada' },
};
