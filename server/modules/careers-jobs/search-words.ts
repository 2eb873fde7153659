/**
 * The job search's own vocabulary, kept as data beside the careers vocabulary (vocabulary.ts, and
 * its names in four languages: common/careers-names.ts): the hospital synonyms and abbreviations
 * that widen a query. A maintained list: add a group when searches that find nothing
 * show a word people use (the access log's `q`), keep each group to words that mean the same job.
 *
 * Words are matched without case or accents, as parts of a job's text (title, summary, reference,
 * department and site); a synonym group's words are alternatives for each other.
 */

/**
 * Hospital synonyms and abbreviations per language. English groups apply to every search (the jobs
 * are mostly written in English); a language's own groups apply to searches in it.
 */
export const SYNONYMS: Record<'en' | 'fr' | 'de' | 'pt', string[][]> = {
  en: [
    ['icu', 'intensive care', 'critical care', 'itu', 'hdu'],
    ['a&e', 'a & e', 'a and e', 'accident and emergency', 'emergency', 'casualty', 'ed'],
    ['theatre', 'theatres', 'surgery', 'surgical', 'operating', 'perioperative'],
    ['midwife', 'midwives', 'midwifery', 'obstetrics', 'obstetric', 'labour ward', 'maternity'],
    ['hca', 'healthcare assistant', 'health care assistant', 'nursing assistant', 'care assistant'],
    ['nicu', 'newborn unit', 'neonatal', 'special care baby unit', 'scbu'],
    ['paeds', 'paediatric', 'paediatrics', 'pediatric', 'pediatrics', 'children'],
    ['anaesthetist', 'anaesthetics', 'anesthesiologist', 'anesthesia', 'anaesthesia'],
    ['lab', 'laboratory', 'pathology'],
    ['x-ray', 'xray', 'radiography', 'radiographer'],
    ['imaging', 'radiology', 'diagnostic imaging'],
    ['ct', 'computed tomography'],
    ['mri', 'magnetic resonance'],
    ['ultrasound', 'sonographer', 'sonography'],
    ['pharmacist', 'pharmacy', 'pharmaceutical'],
    ['doctor', 'physician', 'medical officer', 'consultant', 'registrar'],
    ['sho', 'senior house officer'],
    ['it', 'ict', 'information technology', 'systems administrator'],
    ['hr', 'human resource', 'human resources'],
    ['ob/gyn', 'obgyn', 'obstetrician', 'gynaecologist', 'gynecologist'],
    ['rn', 'registered nurse', 'staff nurse'],
  ],
  fr: [
    ['réa', 'réanimation', 'soins intensifs', 'usi', 'icu', 'critical care'],
    ['urgences', 'urgence', 'emergency', 'accident and emergency'],
    ['bloc', 'bloc opératoire', 'chirurgie', 'theatre', 'surgery'],
    ['sage-femme', 'sages-femmes', 'maïeutique', 'obstétrique', 'maternité', 'midwife', 'midwifery'],
    ['as', 'aide-soignant', 'aide-soignante', 'healthcare assistant'],
    ['infirmier', 'infirmière', 'ide', 'nurse'],
    ['médecin', 'docteur', 'doctor', 'physician'],
    ['pharmacien', 'pharmacienne', 'pharmacie', 'pharmacist', 'pharmacy'],
    ['pédiatrie', 'pédiatre', 'paediatric', 'paediatrics'],
  ],
  de: [
    ['intensivstation', 'intensivpflege', 'icu', 'intensive care', 'critical care'],
    ['notaufnahme', 'zna', 'notfall', 'emergency', 'accident and emergency'],
    ['op', 'operationssaal', 'chirurgie', 'theatre', 'surgery'],
    ['hebamme', 'hebammen', 'geburtshilfe', 'kreißsaal', 'midwife', 'midwifery'],
    ['pflegehelfer', 'pflegeassistenz', 'healthcare assistant'],
    ['pflegekraft', 'pflegefachkraft', 'krankenpfleger', 'krankenschwester', 'nurse'],
    ['arzt', 'ärztin', 'doctor', 'physician'],
    ['apotheker', 'apothekerin', 'apotheke', 'pharmacist', 'pharmacy'],
    ['kinderheilkunde', 'pädiatrie', 'paediatric', 'paediatrics'],
  ],
  pt: [
    ['uti', 'uci', 'cuidados intensivos', 'terapia intensiva', 'icu', 'intensive care', 'critical care'],
    ['urgência', 'emergência', 'pronto-socorro', 'emergency', 'accident and emergency'],
    ['bloco operatório', 'centro cirúrgico', 'cirurgia', 'theatre', 'surgery'],
    ['parteira', 'obstetrícia', 'enfermeira obstetra', 'maternidade', 'midwife', 'midwifery'],
    ['auxiliar de enfermagem', 'técnico de enfermagem', 'healthcare assistant'],
    ['enfermeiro', 'enfermeira', 'nurse'],
    ['médico', 'médica', 'doctor', 'physician'],
    ['farmacêutico', 'farmacêutica', 'farmácia', 'pharmacist', 'pharmacy'],
    ['pediatria', 'pediatra', 'paediatric', 'paediatrics'],
  ],
};
