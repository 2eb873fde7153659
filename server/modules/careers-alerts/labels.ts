import type { Locale } from '../../../common/locales.js';

/**
 * The careers vocabularies as the alert e-mails write them, in each language: the same words the
 * SPA shows (web/src/lib/careers-vocabulary.ts and its catalogs).
 */
const LABELS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  fr: {
    nursing: 'Soins infirmiers', medicine: 'Médecine', surgery: 'Chirurgie', paediatrics: 'Pédiatrie', obstetrics: 'Gynécologie-obstétrique',
    laboratory: 'Laboratoire', pharmacy: 'Pharmacie', radiology: 'Radiologie', 'teaching-research': 'Enseignement et recherche',
    administration: 'Administration', ict: 'Informatique', permanent: 'Permanent', contract: 'Contrat à durée déterminée', locum: 'Remplacement',
    internship: 'Stage', temporary: 'Temporaire', 'full-time': 'Temps plein', 'part-time': 'Temps partiel', shifts: 'Horaires',
  },
  de: {
    nursing: 'Pflege', medicine: 'Medizin', surgery: 'Chirurgie', paediatrics: 'Pädiatrie', obstetrics: 'Geburtshilfe und Gynäkologie',
    laboratory: 'Labor', pharmacy: 'Apotheke', radiology: 'Radiologie', 'teaching-research': 'Lehre und Forschung', administration: 'Verwaltung',
    ict: 'IT', permanent: 'Unbefristet', contract: 'Befristeter Vertrag', locum: 'Vertretung', internship: 'Praktikum', temporary: 'Aushilfe',
    'full-time': 'Vollzeit', 'part-time': 'Teilzeit', shifts: 'Schichten',
  },
  pt: {
    nursing: 'Enfermagem', medicine: 'Medicina', surgery: 'Cirurgia', paediatrics: 'Pediatria', obstetrics: 'Obstetrícia e ginecologia',
    laboratory: 'Laboratório', pharmacy: 'Farmácia', radiology: 'Radiologia', 'teaching-research': 'Ensino e investigação',
    administration: 'Administração', ict: 'Informática', permanent: 'Permanente', contract: 'Contrato a termo', locum: 'Substituição',
    internship: 'Estágio', temporary: 'Temporário', 'full-time': 'Tempo inteiro', 'part-time': 'Tempo parcial', shifts: 'Turnos',
  },
};

const ENGLISH: Record<string, string> = {
  obstetrics: 'Obstetrics and gynaecology', 'teaching-research': 'Teaching and research', ict: 'ICT', contract: 'Fixed-term contract',
  'full-time': 'Full-time', 'part-time': 'Part-time',
};

/** The word for a vocabulary key in `locale` (English: the key with a capital, or its English label). */
export function label(key: string, locale: Locale): string {
  if (locale !== 'en') return LABELS[locale][key] ?? key;
  return ENGLISH[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
