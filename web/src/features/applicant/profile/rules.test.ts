import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { emptyProfile, newEducation, newEmployment, newReferee, type Profile } from './model';
import { plausibleBirthDate, profileProblems, serverDateMessages, yearsAgo } from './rules';

const today = new Date(2026, 10, 22, 9);

const profile = (patch: Partial<Profile> = {}): Profile => ({ ...emptyProfile(), ...patch });

const texts = (p: Profile) => profileProblems(p, today).map((problem) => [problem.field, i18n._(problem.summary)]);

describe('profile rules (as the server checks them)', () => {
  it('takes a date of birth between 16 and 100 years ago, bounds included', () => {
    expect(yearsAgo(16, today)).toBe('2010-11-22');
    expect(plausibleBirthDate('2010-11-22', today)).toBe(true);
    expect(plausibleBirthDate('2010-11-23', today)).toBe(false);
    expect(plausibleBirthDate('1926-11-22', today)).toBe(true);
    expect(plausibleBirthDate('1926-11-21', today)).toBe(false);
    expect(plausibleBirthDate(null, today)).toBe(true);
    expect(texts(profile({ dateOfBirth: '2020-01-01' }))).toEqual([['profile-dateOfBirth', 'Enter a date of birth that makes you between 16 and 100 years old.']]);
  });

  it('refuses an end date before its start date, naming the entry; same day or no end is fine', () => {
    const school = { ...newEducation(), id: 'ed1', startDate: '2015-09-01', endDate: '2015-08-31' };
    const job = { ...newEmployment(), id: 'em1', startDate: '2020-01-01', endDate: '2019-12-31' };
    const current = { ...newEmployment(), id: 'em2', startDate: '2021-01-01', endDate: null };
    const sameDay = { ...newEmployment(), id: 'em3', startDate: '2021-01-01', endDate: '2021-01-01' };
    expect(texts(profile({ education: [school], employment: [current, sameDay, job] }))).toEqual([
      ['education-ed1-endDate', 'Education 1: the end date is before the start date.'],
      ['employment-em1-endDate', 'Employment 3: the end date is before the start date.'],
    ]);
  });

  it('holds back text typed in a date field that is not a real date, naming the field', () => {
    const school = { ...newEducation(), id: 'ed1', startDate: '31/02/2015', endDate: '2015-08-31' };
    const job = { ...newEmployment(), id: 'em1', startDate: '2020-01-01', endDate: '12.13.2020' };
    expect(
      texts(profile({ dateOfBirth: '17/05/19', registration: { body: '', number: '', expiryDate: 'soon' }, education: [school], employment: [job] })),
    ).toEqual([
      ['profile-dateOfBirth', 'Date of birth: enter a real date, in the format shown.'],
      ['profile-registration-expiryDate', 'Registration expiry date: enter a real date, in the format shown.'],
      ['education-ed1-startDate', 'Education 1: enter a real date, in the format shown.'],
      ['employment-em1-endDate', 'Employment 1: enter a real date, in the format shown.'],
    ]);
  });

  it('refuses letters in phone numbers, the applicant’s and the referees’', () => {
    const referee = { ...newReferee(), id: 'r1', phone: '0712 abc' };
    expect(texts(profile({ phone: '+254 (0) 712-345.678', referees: [{ ...referee, phone: '+44 20 7946 0000' }] }))).toEqual([]);
    expect(texts(profile({ phone: 'call me', referees: [referee] }))).toEqual([
      ['profile-phone', 'Use only digits, spaces and + ( ) . / - in a phone number.'],
      ['referees-r1-phone', 'Referee 1: use only digits, spaces and + ( ) . / - in the phone number.'],
    ]);
  });

  it('words the server’s date refusals by code and field, every one of them', () => {
    const refusal = {
      code: 'birth_date_implausible',
      field: 'dateOfBirth',
      problems: [
        { code: 'birth_date_implausible', field: 'dateOfBirth' },
        { code: 'end_before_start', field: 'education.1.endDate' },
        { code: 'end_before_start', field: 'employment.0.endDate' },
      ],
    };
    expect(serverDateMessages(refusal)?.map((m) => i18n._(m))).toEqual([
      'Enter a date of birth that makes you between 16 and 100 years old.',
      'Education 2: the end date is before the start date.',
      'Employment 1: the end date is before the start date.',
    ]);
    expect(serverDateMessages({ code: 'invalid_input', field: 'phone' })).toBeNull();
  });
});
