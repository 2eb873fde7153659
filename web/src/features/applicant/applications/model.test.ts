import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { applyJobId, describeBlocker, FIELD_IDS, nextStepText, refusedBlockers, STATUS_LABELS } from './model';

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

  it('says each reason a draft cannot be submitted, and where it is fixed', () => {
    expect(describeBlocker({ code: 'account_not_activated', field: 'account' }, i18n)).toMatchObject({ place: { page: 'top', fieldId: FIELD_IDS.account } });
    expect(describeBlocker({ code: 'job_closed', field: 'job' }, i18n).place).toEqual({ page: 'top', fieldId: FIELD_IDS.job });
    expect(describeBlocker({ code: 'declaration_required', field: 'declaration' }, i18n)).toEqual({
      place: { page: 'form', fieldId: FIELD_IDS.declaration },
      text: 'Accept the declaration.',
    });
    expect(describeBlocker({ code: 'profile_incomplete', field: 'profile.referees' }, i18n).place).toEqual({ page: 'profile', href: '/careers/profile#referees' });
    expect(describeBlocker({ code: 'profile_incomplete', field: 'profile.personal' }, i18n).place).toEqual({ page: 'profile', href: '/careers/profile#personal-details' });
    expect(describeBlocker({ code: 'documents_missing', field: 'documents.licence' }, i18n)).toEqual({
      place: { page: 'form', fieldId: 'application-required-licence' },
      text: 'Attach your Practising licence: this job requires it.',
    });
  });

  it('reads every reason of a refused submit from its problems', () => {
    const refusal = {
      statusCode: 400,
      code: 'documents_missing',
      field: 'documents.cv',
      message: 'not read',
      problems: [
        { code: 'documents_missing', field: 'documents.cv' },
        { code: 'documents_missing', field: 'documents.licence' },
        { code: 'declaration_required', field: 'declaration' },
      ],
    };
    expect(refusedBlockers(refusal).map((b) => b.field)).toEqual(['documents.cv', 'documents.licence', 'declaration']);
    expect(refusedBlockers({ statusCode: 409, code: 'application_withdrawn', field: 'status' })).toEqual([]);
  });

  it('reads the job to apply for from ?apply=', () => {
    expect(applyJobId('?apply=12')).toBe(12);
    expect(applyJobId('apply=0')).toBeNull();
    expect(applyJobId('?apply=x')).toBeNull();
    expect(applyJobId('')).toBeNull();
  });
});
