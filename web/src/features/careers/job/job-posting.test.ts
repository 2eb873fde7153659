import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { HIRING_ORGANIZATION, jobPostingLd, ldJson, schemaEmploymentTypes, useJsonLd } from './job-posting';
import { publicJob } from './test-job';

const URL_OF_JOB = 'https://careers.example/careers/job/registered-nurse-critical-care-trh-2026-007';

describe('JobPosting JSON-LD', () => {
  it('describes the vacancy as schema.org expects', () => {
    const ld = jobPostingLd(publicJob(), URL_OF_JOB, i18n);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Registered Nurse – Critical Care',
      description: 'Care for critically ill adults.\n\nYou will join a multidisciplinary team.\n\nA preceptorship is offered.',
      datePosted: '2026-10-28T09:00:00.000Z',
      validThrough: '2026-11-25T20:59:59.999Z',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { '@type': 'Organization', name: HIRING_ORGANIZATION, sameAs: 'https://careers.example/careers' },
      jobLocation: { '@type': 'Place', name: 'Main Campus', address: { '@type': 'PostalAddress', name: 'Main Campus' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'KES',
        value: { '@type': 'QuantitativeValue', minValue: 68000, maxValue: 92000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: HIRING_ORGANIZATION, value: 'TRH/2026/007' },
      totalJobOpenings: 6,
      url: URL_OF_JOB,
      occupationalCategory: 'Nursing Officer III',
    });
    expect(HIRING_ORGANIZATION).toBe('Teaching and Referral Hospital');
  });

  it('maps employment types and working patterns to schema.org values', () => {
    expect(schemaEmploymentTypes({ employmentType: 'permanent', workingPattern: 'full-time' })).toEqual(['FULL_TIME']);
    expect(schemaEmploymentTypes({ employmentType: 'permanent', workingPattern: 'part-time' })).toEqual(['PART_TIME']);
    expect(schemaEmploymentTypes({ employmentType: 'contract', workingPattern: 'full-time' })).toEqual(['FULL_TIME', 'CONTRACTOR']);
    expect(schemaEmploymentTypes({ employmentType: 'locum', workingPattern: 'part-time' })).toEqual(['PART_TIME', 'PER_DIEM']);
    expect(schemaEmploymentTypes({ employmentType: 'internship', workingPattern: 'full-time' })).toEqual(['FULL_TIME', 'INTERN']);
    expect(schemaEmploymentTypes({ employmentType: 'temporary', workingPattern: 'shifts' })).toEqual(['FULL_TIME', 'TEMPORARY']);
  });

  it('leaves out what the job does not have', () => {
    const ld = jobPostingLd(publicJob({ grade: '', duties: [], essentialCriteria: [] }), URL_OF_JOB, i18n);
    expect(ld).not.toHaveProperty('occupationalCategory');
    expect(ld).not.toHaveProperty('responsibilities');
    expect(ld).not.toHaveProperty('qualifications');
  });

  it('cannot be broken out of its script element by text in the job', () => {
    const json = ldJson(jobPostingLd(publicJob({ title: '</script><script>alert(1)</script>' }), URL_OF_JOB, i18n));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>');
  });
});

describe('useJsonLd', () => {
  afterEach(() => document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove()));

  it('puts the data in the head while the page is shown, and takes it away after', () => {
    const { rerender, unmount } = renderHook(({ data }) => useJsonLd(data), { initialProps: { data: { a: 1 } as unknown } });
    const scripts = () => document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]!.textContent!)).toEqual({ a: 1 });
    rerender({ data: { a: 2 } });
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]!.textContent!)).toEqual({ a: 2 });
    rerender({ data: null });
    expect(scripts()).toHaveLength(0);
    rerender({ data: { a: 3 } });
    unmount();
    expect(scripts()).toHaveLength(0);
  });
});
