import type { Department, EmploymentType, Site, WorkingPattern } from './careers-vocabulary.js';
import type { Locale } from './locales.js';

/**
 * The careers vocabularies in words, in the portal's four languages: one vocabulary for what the
 * server writes (job alert e-mails) and matches (the job search). The SPA shows the same words from
 * its catalogs (web/src/lib/careers-vocabulary.ts); a test keeps the two the same.
 */
export type Names = Record<Locale, string>;

export const DEPARTMENT_NAMES: Record<Department, Names> = {
  nursing: { en: 'Nursing', fr: 'Soins infirmiers', de: 'Pflege', pt: 'Enfermagem' },
  medicine: { en: 'Medicine', fr: 'Médecine', de: 'Medizin', pt: 'Medicina' },
  surgery: { en: 'Surgery', fr: 'Chirurgie', de: 'Chirurgie', pt: 'Cirurgia' },
  paediatrics: { en: 'Paediatrics', fr: 'Pédiatrie', de: 'Pädiatrie', pt: 'Pediatria' },
  obstetrics: { en: 'Obstetrics and gynaecology', fr: 'Gynécologie-obstétrique', de: 'Geburtshilfe und Gynäkologie', pt: 'Obstetrícia e ginecologia' },
  laboratory: { en: 'Laboratory', fr: 'Laboratoire', de: 'Labor', pt: 'Laboratório' },
  pharmacy: { en: 'Pharmacy', fr: 'Pharmacie', de: 'Apotheke', pt: 'Farmácia' },
  radiology: { en: 'Radiology', fr: 'Radiologie', de: 'Radiologie', pt: 'Radiologia' },
  'teaching-research': { en: 'Teaching and research', fr: 'Enseignement et recherche', de: 'Lehre und Forschung', pt: 'Ensino e investigação' },
  administration: { en: 'Administration', fr: 'Administration', de: 'Verwaltung', pt: 'Administração' },
  ict: { en: 'ICT', fr: 'Informatique', de: 'IT', pt: 'Informática' },
};

export const SITE_NAMES: Record<Site, Names> = {
  'main-campus': { en: 'Main Campus', fr: 'Campus principal', de: 'Hauptcampus', pt: 'Campus principal' },
  'mother-and-child': { en: 'Mother and Child Hospital', fr: 'Hôpital de la mère et de l’enfant', de: 'Mutter-Kind-Klinik', pt: 'Hospital Materno-Infantil' },
  'eastlands-outpatient': { en: 'Eastlands Outpatient Centre', fr: 'Centre de consultations externes d’Eastlands', de: 'Ambulanzzentrum Eastlands', pt: 'Centro de Consultas Externas de Eastlands' },
  'lakeside-satellite': { en: 'Lakeside Satellite Hospital', fr: 'Hôpital satellite de Lakeside', de: 'Außenklinik Lakeside', pt: 'Hospital Satélite de Lakeside' },
  'training-research-institute': { en: 'Training and Research Institute', fr: 'Institut de formation et de recherche', de: 'Institut für Ausbildung und Forschung', pt: 'Instituto de Formação e Investigação' },
};

export const EMPLOYMENT_TYPE_NAMES: Record<EmploymentType, Names> = {
  permanent: { en: 'Permanent', fr: 'Permanent', de: 'Unbefristet', pt: 'Permanente' },
  contract: { en: 'Fixed-term contract', fr: 'Contrat à durée déterminée', de: 'Befristeter Vertrag', pt: 'Contrato a termo' },
  locum: { en: 'Locum', fr: 'Remplacement', de: 'Vertretung', pt: 'Substituição' },
  internship: { en: 'Internship', fr: 'Stage', de: 'Praktikum', pt: 'Estágio' },
  temporary: { en: 'Temporary', fr: 'Temporaire', de: 'Aushilfe', pt: 'Temporário' },
};

export const WORKING_PATTERN_NAMES: Record<WorkingPattern, Names> = {
  'full-time': { en: 'Full-time', fr: 'Temps plein', de: 'Vollzeit', pt: 'Tempo inteiro' },
  'part-time': { en: 'Part-time', fr: 'Temps partiel', de: 'Teilzeit', pt: 'Tempo parcial' },
  shifts: { en: 'Shifts', fr: 'Travail en équipes', de: 'Schichtdienst', pt: 'Por turnos' },
};

const ALL: Record<string, Names> = { ...DEPARTMENT_NAMES, ...SITE_NAMES, ...EMPLOYMENT_TYPE_NAMES, ...WORKING_PATTERN_NAMES };

/** The word for a vocabulary key in `locale`; a value outside the vocabulary (a site typed before sites were one) as it is. */
export const careersName = (key: string, locale: Locale): string => (Object.hasOwn(ALL, key) ? ALL[key]![locale] : key);

/** The key of a site named in any language (a link saved before sites were keys), or null. */
export function siteKeyOf(text: string): Site | null {
  const wanted = text.trim().toLowerCase();
  const found = Object.entries(SITE_NAMES).find(([key, names]) => key === wanted || Object.values(names).some((name) => name.toLowerCase() === wanted));
  return found ? (found[0] as Site) : null;
}

/** A site filter as the jobs store it: a key, also when named (a link or an alert saved before sites were a vocabulary). */
export const siteOf = (value: string): string => siteKeyOf(value) ?? value;
