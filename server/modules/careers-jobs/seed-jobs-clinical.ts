import type { Department, DocumentKind, EmploymentType, Site, WorkingPattern } from './vocabulary.js';

export interface SeedJob {
  title: string;
  department: Department;
  location: Site;
  employmentType: EmploymentType;
  workingPattern: WorkingPattern;
  grade: string;
  salary: [number, number];
  posts: number;
  summary: string;
  description: string;
  duties: string[];
  essential: string[];
  desirable: string[];
  documents: DocumentKind[];
  /** Days from the seeding day to the closing date (negative: already closed); null for a draft without one. */
  closesInDays: number | null;
  postedDaysAgo: number;
  status: 'open' | 'closed' | 'draft';
}

const CLINICAL_DOCS: DocumentKind[] = ['cv', 'cover-letter', 'certificate', 'licence', 'id'];
const OFFICE_DOCS: DocumentKind[] = ['cv', 'cover-letter', 'certificate', 'id'];
const NURSING_REG = 'Registered with the Nursing Council and holding a current practising licence';
const MEDICAL_REG = 'Registered with the Medical Practitioners and Dentists Council, with a current practising licence';

/** The demo vacancies of the wards, the laboratory and the pharmacy; dates are relative to the seeding day. */
export const CLINICAL_JOBS: SeedJob[] = [
  {
    title: 'Registered Nurse – Critical Care Unit',
    department: 'nursing', location: 'main-campus', employmentType: 'permanent', workingPattern: 'shifts',
    grade: 'Nursing Officer III', salary: [68_000, 92_000], posts: 6,
    summary: 'Care for critically ill adults in our 24-bed intensive care and high-dependency unit.',
    description: 'You will join a multidisciplinary critical care team providing one-to-one and one-to-two nursing for ventilated and high-dependency patients, including post-operative cardiothoracic and trauma cases. A structured preceptorship and the hospital’s critical care course are offered to nurses new to the unit.',
    duties: ['Assess, plan and deliver care for critically ill patients', 'Manage ventilators, infusion pumps and invasive monitoring', 'Support families and keep accurate nursing records', 'Take part in resuscitation and patient transfers'],
    essential: ['Diploma or degree in nursing', NURSING_REG, 'At least two years of acute-care experience', 'Current BLS certificate'],
    desirable: ['Higher diploma in critical care nursing', 'ACLS certificate'],
    documents: CLINICAL_DOCS, closesInDays: 3, postedDaysAgo: 25, status: 'open',
  },
  {
    title: 'Nurse Midwife – Labour Ward',
    department: 'obstetrics', location: 'mother-and-child', employmentType: 'permanent', workingPattern: 'shifts',
    grade: 'Nursing Officer III', salary: [68_000, 92_000], posts: 4,
    summary: 'Support safe births on a busy labour ward of about 9,000 deliveries a year.',
    description: 'The labour ward of the Mother and Child Hospital is the regional referral point for complicated pregnancies. Midwives work alongside obstetricians and neonatal nurses, lead normal deliveries and take part in emergency obstetric drills.',
    duties: ['Monitor women in labour and conduct normal deliveries', 'Recognise and escalate obstetric emergencies', 'Give immediate newborn care and support early breastfeeding', 'Mentor student midwives'],
    essential: ['Diploma or degree in nursing and midwifery', NURSING_REG, 'Experience on a labour ward'],
    desirable: ['Emergency obstetric and newborn care training', 'Experience with partograph audits'],
    documents: CLINICAL_DOCS, closesInDays: 18, postedDaysAgo: 6, status: 'open',
  },
  {
    title: 'Consultant Physician – Internal Medicine',
    department: 'medicine', location: 'main-campus', employmentType: 'permanent', workingPattern: 'full-time',
    grade: 'Consultant (CMO 1)', salary: [380_000, 520_000], posts: 2,
    summary: 'Lead a general medical firm and teach undergraduate and postgraduate students.',
    description: 'The Department of Medicine runs six general medical wards, specialist clinics and an acute medical admissions unit. Consultants lead a firm of registrars, medical officers and interns, share the on-call rota and hold an honorary lecturer post with the partner university.',
    duties: ['Lead ward rounds, clinics and the acute take', 'Supervise and teach doctors in training and students', 'Take part in clinical audit, morbidity and mortality meetings', 'Contribute to research and guideline development'],
    essential: ['Master of Medicine in Internal Medicine or equivalent', MEDICAL_REG, 'At least three years of post-specialisation experience'],
    desirable: ['Sub-specialty training', 'Publications in peer-reviewed journals'],
    documents: CLINICAL_DOCS, closesInDays: 30, postedDaysAgo: 10, status: 'open',
  },
  {
    title: 'Senior House Officer – General Surgery',
    department: 'surgery', location: 'main-campus', employmentType: 'contract', workingPattern: 'shifts',
    grade: 'Medical Officer', salary: [190_000, 240_000], posts: 3,
    summary: 'A two-year post on the general surgical rotation, including emergency theatre.',
    description: 'Senior house officers manage surgical admissions, assist and perform supervised operations and run the surgical outpatient clinic. The post suits doctors preparing for surgical training.',
    duties: ['Assess and manage surgical admissions', 'Assist in theatre and perform supervised procedures', 'Run the surgical outpatient clinic', 'Keep the surgical audit up to date'],
    essential: ['Bachelor of Medicine and Bachelor of Surgery', MEDICAL_REG, 'Completed internship'],
    desirable: ['Basic surgical skills course', 'Interest in surgical training'],
    documents: CLINICAL_DOCS, closesInDays: 12, postedDaysAgo: 4, status: 'open',
  },
  {
    title: 'Consultant Paediatrician – Newborn Unit',
    department: 'paediatrics', location: 'mother-and-child', employmentType: 'permanent', workingPattern: 'full-time',
    grade: 'Consultant (CMO 1)', salary: [380_000, 520_000], posts: 1,
    summary: 'Lead the 60-cot newborn unit, including its level-three intensive care.',
    description: 'The newborn unit cares for preterm and sick newborns from the region, with CPAP, ventilation and a kangaroo mother care ward. The consultant leads the unit’s clinical team and quality improvement programme.',
    duties: ['Lead the newborn unit and its on-call service', 'Teach and supervise paediatric trainees', 'Lead quality improvement and the perinatal audit'],
    essential: ['Master of Medicine in Paediatrics and Child Health', MEDICAL_REG, 'Experience in neonatal intensive care'],
    desirable: ['Fellowship in neonatology'],
    documents: CLINICAL_DOCS, closesInDays: 6, postedDaysAgo: 20, status: 'open',
  },
  {
    title: 'Paediatric Nurse – Children’s Ward',
    department: 'paediatrics', location: 'mother-and-child', employmentType: 'contract', workingPattern: 'shifts',
    grade: 'Nursing Officer III', salary: [65_000, 85_000], posts: 3,
    summary: 'Nurse children from birth to 13 years on a 40-bed general paediatric ward.',
    description: 'A one-year renewable contract on the general children’s ward, which admits medical and surgical patients. Family-centred care and play are part of every shift.',
    duties: ['Deliver and document nursing care for sick children', 'Give medicines and fluids safely', 'Educate parents and carers before discharge'],
    essential: ['Diploma or degree in nursing', NURSING_REG, 'Experience caring for children'],
    desirable: ['Emergency triage assessment and treatment (ETAT+) training'],
    documents: CLINICAL_DOCS, closesInDays: 2, postedDaysAgo: 28, status: 'open',
  },
  {
    title: 'Locum Obstetrician and Gynaecologist',
    department: 'obstetrics', location: 'lakeside-satellite', employmentType: 'locum', workingPattern: 'part-time',
    grade: 'Consultant', salary: [250_000, 320_000], posts: 1,
    summary: 'Three clinical sessions a week and a share of the on-call rota at the Lakeside hospital.',
    description: 'The Lakeside Satellite Hospital runs an antenatal clinic, a maternity unit and two theatre lists a week. The locum covers clinics, elective lists and emergency caesarean sections for six months.',
    duties: ['Run antenatal and gynaecology clinics', 'Perform elective and emergency obstetric surgery', 'Supervise medical officers on call'],
    essential: ['Master of Medicine in Obstetrics and Gynaecology', MEDICAL_REG],
    desirable: ['Experience in a district or satellite hospital'],
    documents: CLINICAL_DOCS, closesInDays: 9, postedDaysAgo: 3, status: 'open',
  },
  {
    title: 'Medical Laboratory Technologist – Microbiology',
    department: 'laboratory', location: 'main-campus', employmentType: 'permanent', workingPattern: 'shifts',
    grade: 'Laboratory Technologist II', salary: [60_000, 82_000], posts: 2,
    summary: 'Culture, identify and test organisms in our accredited microbiology laboratory.',
    description: 'The microbiology section processes about 300 specimens a day and is accredited to ISO 15189. Technologists rotate through bacteriology, mycobacteriology and serology and take part in the out-of-hours service.',
    duties: ['Process specimens and perform cultures and sensitivity tests', 'Run quality control and maintain equipment', 'Report results accurately and on time'],
    essential: ['Diploma or degree in medical laboratory sciences', 'Registered with the laboratory professions board', 'One year of microbiology experience'],
    desirable: ['Experience in an ISO 15189 accredited laboratory', 'GeneXpert training'],
    documents: CLINICAL_DOCS, closesInDays: 21, postedDaysAgo: 7, status: 'open',
  },
  {
    title: 'Phlebotomist',
    department: 'laboratory', location: 'eastlands-outpatient', employmentType: 'temporary', workingPattern: 'part-time',
    grade: 'Support Staff 4', salary: [32_000, 40_000], posts: 2,
    summary: 'Take blood samples from outpatients, mornings only, for six months.',
    description: 'A temporary post covering the morning sample-collection clinic at the Eastlands Outpatient Centre while the service expands.',
    duties: ['Collect and label blood samples', 'Prepare samples for transport', 'Keep the collection area clean and stocked'],
    essential: ['Certificate in phlebotomy or laboratory sciences', 'Good communication with anxious patients'],
    desirable: ['Experience with children and older patients'],
    documents: OFFICE_DOCS, closesInDays: 14, postedDaysAgo: 2, status: 'open',
  },
  {
    title: 'Clinical Pharmacist – Oncology',
    department: 'pharmacy', location: 'main-campus', employmentType: 'permanent', workingPattern: 'full-time',
    grade: 'Pharmacist II', salary: [140_000, 185_000], posts: 1,
    summary: 'Verify chemotherapy prescriptions and counsel patients at the cancer centre.',
    description: 'The oncology pharmacy prepares chemotherapy in a dedicated aseptic unit and supports the cancer centre’s wards and day unit.',
    duties: ['Verify and prepare chemotherapy prescriptions', 'Counsel patients on treatment and side effects', 'Take part in oncology ward rounds'],
    essential: ['Bachelor of Pharmacy', 'Registered with the Pharmacy and Poisons Board', 'Two years of hospital pharmacy experience'],
    desirable: ['Training in aseptic compounding', 'Postgraduate study in clinical pharmacy'],
    documents: CLINICAL_DOCS, closesInDays: 26, postedDaysAgo: 5, status: 'open',
  },
  {
    title: 'Pharmaceutical Technologist',
    department: 'pharmacy', location: 'eastlands-outpatient', employmentType: 'contract', workingPattern: 'shifts',
    grade: 'Pharmaceutical Technologist III', salary: [55_000, 72_000], posts: 2,
    summary: 'Dispense medicines in the outpatient pharmacy, including evening shifts.',
    description: 'The Eastlands outpatient pharmacy serves about 800 patients a day. Technologists dispense, manage stock and counsel patients under the supervision of a pharmacist.',
    duties: ['Dispense prescriptions accurately', 'Manage stock and report shortages', 'Counsel patients on their medicines'],
    essential: ['Diploma in pharmaceutical technology', 'Enrolled with the Pharmacy and Poisons Board'],
    desirable: ['Experience with an electronic dispensing system'],
    documents: CLINICAL_DOCS, closesInDays: 1, postedDaysAgo: 30, status: 'open',
  },
];
