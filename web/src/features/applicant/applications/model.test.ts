import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { applyJobId, FIELD_IDS, nextStepText, refusalFor, STATUS_LABELS } from './model';

describe('applications: pure helpers', () => {
  it('labels every status as the applicant sees it', () => {
    expect(i18n._(STATUS_LABELS.submitted)).toBe('Received');
    expect(i18n._(STATUS_LABELS.hired)).toBe('Successful');
    expect(i18n._(STATUS_LABELS.rejected)).toBe('Unsuccessful');
    expect(i18n._(STATUS_LABELS.under_review)).toBe('Under review');
  });

  it('says the next step in words', () => {
    expect(i18n._(nextStepText('complete-and-submit'))).toMatch(/submit it/);
    expect(i18n._(nextStepText('await-review'))).toMatch(/received your application/);
    expect(i18n._(nextStepText('respond-to-offer'))).toMatch(/offer/);
    expect(i18n._(nextStepText('none'))).toBe('Nothing more to do.');
  });

  it('puts a refusal next to the right field', () => {
    expect(refusalFor('account')).toMatchObject({ target: 'account', fieldId: FIELD_IDS.account });
    expect(refusalFor('job')).toMatchObject({ target: 'job' });
    expect(refusalFor('declaration')).toMatchObject({ target: 'declaration', fieldId: FIELD_IDS.declaration });
    expect(refusalFor('profile.referees')).toMatchObject({ target: 'profile', href: '/careers/profile#referees' });
    expect(refusalFor('profile.personal')).toMatchObject({ href: '/careers/profile#personal-details' });
    expect(refusalFor('profile.personalStatement')).toMatchObject({ href: '/careers/profile#personal-statement' });
    expect(refusalFor('documents.cv')).toMatchObject({ target: 'documents', kind: 'cv', fieldId: FIELD_IDS.documents });
    expect(refusalFor('documents').target).toBe('documents');
    expect(refusalFor('documents').kind).toBeUndefined();
    expect(refusalFor('status').target).toBe('general');
    expect(refusalFor(undefined).target).toBe('general');
  });

  it('reads the job to apply for from ?apply=', () => {
    expect(applyJobId('?apply=12')).toBe(12);
    expect(applyJobId('apply=0')).toBeNull();
    expect(applyJobId('?apply=x')).toBeNull();
    expect(applyJobId('')).toBeNull();
  });
});
