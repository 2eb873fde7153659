import { useEffect } from 'react';
import type { components } from '../../../api/schema';
import type { I18n } from '@lingui/core';
import * as paths from '../../../../../common/paths';
import { SITE_LABELS, wordFor } from '../../../lib/careers-vocabulary';

export type PublicJob = components['schemas']['PublicJob'];

/** The employer named in every posting. */
export const HIRING_ORGANIZATION = 'Teaching and Referral Hospital';

/**
 * schema.org `employmentType` values for a job: the working pattern gives FULL_TIME or PART_TIME
 * (shift rotas are full-time posts here), the employment type adds CONTRACTOR, PER_DIEM, INTERN or
 * TEMPORARY; a permanent post adds nothing more.
 */
export function schemaEmploymentTypes(job: Pick<PublicJob, 'employmentType' | 'workingPattern'>): string[] {
  const pattern = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', shifts: 'FULL_TIME' }[job.workingPattern];
  const type = { permanent: null, contract: 'CONTRACTOR', locum: 'PER_DIEM', internship: 'INTERN', temporary: 'TEMPORARY' }[job.employmentType];
  return [...new Set([pattern, type].filter((v): v is string => Boolean(v)))];
}

/** The job as a schema.org `JobPosting` (what search engines read), for a page at `url`, its site named in the page's language. */
export function jobPostingLd(job: PublicJob, url: string, i18n: I18n) {
  const site = wordFor(i18n, SITE_LABELS, job.location);
  const description = [job.summary, job.description].filter(Boolean).join('\n\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: HIRING_ORGANIZATION, value: job.reference },
    datePosted: job.postedAt,
    validThrough: job.closesAt,
    employmentType: schemaEmploymentTypes(job),
    hiringOrganization: { '@type': 'Organization', name: HIRING_ORGANIZATION, sameAs: new URL(paths.careers.home, url).href },
    jobLocation: { '@type': 'Place', name: site, address: { '@type': 'PostalAddress', name: site } },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salaryCurrency,
      value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'MONTH' },
    },
    totalJobOpenings: job.posts,
    url,
    ...(job.grade ? { occupationalCategory: job.grade } : {}),
    ...(job.essentialCriteria.length ? { qualifications: job.essentialCriteria.join('\n') } : {}),
    ...(job.duties.length ? { responsibilities: job.duties.join('\n') } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can end the script. */
export const ldJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

const SCRIPT_ID = 'job-posting-ld';

/** Puts the JSON-LD into the document head while the page is shown (nothing when `data` is null). */
export function useJsonLd(data: unknown | null) {
  const json = data === null ? null : ldJson(data);
  useEffect(() => {
    if (json === null) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = SCRIPT_ID;
    script.textContent = json;
    document.getElementById(SCRIPT_ID)?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [json]);
}
