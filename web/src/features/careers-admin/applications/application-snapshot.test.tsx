import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Snapshot } from './application-snapshot';
import { StatusName } from './status-name';
import type { AdminApplication } from './vocabulary';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const profile = {
  firstName: 'Amina',
  middleName: '',
  lastName: 'Otieno',
  phone: '',
  dateOfBirth: null,
  nationality: '',
  idType: null,
  idNumber: '',
  address: { line1: '14 Hospital Road', line2: '', city: '', region: '', postalCode: '', country: 'Kenya' },
  registration: { body: '', number: 'NCK-1', expiryDate: null },
  education: [{ id: 'e1', institution: 'Moi University', qualification: 'BSc Nursing', fieldOfStudy: '', startDate: '2010-09-01', endDate: null, grade: '' }],
  employment: [{ id: 'j1', employer: 'County Hospital', position: '', startDate: '2018-01-08', endDate: null, duties: '', reasonForLeaving: '' }],
  referees: [{ id: 'r1', name: 'Mary Njeri', position: '', organisation: 'County Hospital', relationship: '', email: '', phone: '+254 700 000 000' }],
  personalStatement: '',
};

const application = {
  id: 1,
  status: 'submitted',
  snapshot: { applicant: { fullName: 'Amina Otieno', email: 'amina@example.org' }, profile, documents: [], form: { coverLetter: '', documentIds: [], declaration: true }, job: { id: 1, reference: 'R', title: 'T' }, anonymised: false },
} as unknown as AdminApplication;

const text = (name: string) => within(screen.getByRole('region', { name })).getByRole('list').textContent ?? '';

describe('the review page shows what an applicant left empty cleanly', () => {
  it('no empty separators, an open end reads "since"', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Snapshot application={application} />
      </I18nProvider>,
    );
    expect(text('Referees')).toBe('Mary Njeri, County Hospital+254 700 000 000');
    expect(text('Employment')).toBe('County Hospital · Since 8 Jan 2018');
    expect(text('Education')).toBe('BSc NursingMoi University · Since 1 Sept 2010');
    const all = document.body.textContent ?? '';
    for (const broken of [', ,', '– —', ' · ·', ', ·', '()']) expect(all).not.toContain(broken);
    expect(all).toContain('14 Hospital Road, Kenya');
  });

  it('staff names a status, with the applicant’s name beside it when it differs', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <StatusName status="submitted" />
        <StatusName status="under_review" />
        <StatusName status="rejected" />
      </I18nProvider>,
    );
    expect([...container.querySelectorAll('.status-name')].map((el) => el.textContent)).toEqual([
      'Submitted applicant sees “Received”',
      'Under review',
      'Rejected applicant sees “Unsuccessful”',
    ]);
  });
});
