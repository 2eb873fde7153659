import { describe, expect, it } from 'vitest';
import { emptyProfile, newEducation, newEmployment, newReferee, type Profile } from './model';
import { sendableProfile } from './sendable';

const today = new Date(2026, 10, 22, 9);
const profile = (patch: Partial<Profile> = {}): Profile => ({ ...emptyProfile(), ...patch });

describe('what autosave sends while fields are wrong', () => {
  const saved = profile({ firstName: 'Amina', dateOfBirth: '1990-05-17', phone: '+254 700 000 000' });

  it('sends every valid change with a mistyped date at its saved value, and says a field is held back', () => {
    const onScreen = { ...saved, firstName: 'Amina Wanjiru', dateOfBirth: '31/02/1985', nationality: 'Kenyan' };
    expect(sendableProfile(onScreen, saved, today)).toEqual({ send: { ...onScreen, dateOfBirth: '1990-05-17' }, held: true });
  });

  it('holds back an implausible date of birth and a phone with letters, alone', () => {
    const onScreen = { ...saved, dateOfBirth: '2020-01-01', phone: 'call me', lastName: 'Otieno' };
    expect(sendableProfile(onScreen, saved, today)).toEqual({ send: { ...saved, lastName: 'Otieno' }, held: true });
  });

  it('sends a new entry without its wrong dates: a mistyped one alone, both when out of order', () => {
    const mistyped = { ...newEmployment(), employer: 'District Hospital', startDate: '2020-03-01', endDate: '03/0' };
    const reversed = { ...newEducation(), institution: 'KMTC', startDate: '2020-03-01', endDate: '2019-03-01' };
    const { send, held } = sendableProfile({ ...saved, employment: [mistyped], education: [reversed] }, saved, today);
    expect(held).toBe(true);
    expect(send?.employment).toEqual([{ ...mistyped, endDate: null }]);
    expect(send?.education).toEqual([{ ...reversed, startDate: null, endDate: null }]);
  });

  it('puts a saved entry’s dates back as they were saved, and a referee’s wrong phone too', () => {
    const post = { ...newEmployment(), employer: 'District Hospital', startDate: '2015-01-01', endDate: '2018-01-01' };
    const referee = { ...newReferee(), name: 'Dr Otieno', phone: '+254 711 111 111' };
    const before = { ...saved, employment: [post], referees: [referee] };
    const onScreen = { ...before, employment: [{ ...post, startDate: '2019-01-01', duties: 'Wards' }], referees: [{ ...referee, phone: 'ask reception', position: 'Matron' }] };
    const { send } = sendableProfile(onScreen, before, today);
    expect(send?.employment).toEqual([{ ...post, duties: 'Wards' }]);
    expect(send?.referees).toEqual([{ ...referee, position: 'Matron' }]);
  });

  it('sends nothing when nothing valid changed, held back or not', () => {
    expect(sendableProfile({ ...saved, dateOfBirth: 'not yet' }, saved, today)).toEqual({ send: null, held: true });
    expect(sendableProfile({ ...saved }, saved, today)).toEqual({ send: null, held: false });
    const changed = { ...saved, city: 'x', firstName: 'Grace' };
    expect(sendableProfile(changed, saved, today)).toEqual({ send: changed, held: false });
  });
});
