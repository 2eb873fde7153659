import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../state/store';
import { localeAtom } from '../state/locale';
import { userDataAtom } from '../state/session';
import { demoUser } from '../layout/test-utils';
import { signIn } from './session';

afterEach(() => localStorage.clear());

describe('signing in', () => {
  it('stores the user and speaks the language saved with the account', () => {
    appStore.set(localeAtom, 'en');
    signIn({ userData: { ...demoUser('client'), locale: 'pt' }, accessToken: 'token', refreshToken: 'refresh' });
    expect(appStore.get(userDataAtom)?.username).toBe('client');
    expect(appStore.get(localeAtom)).toBe('pt');
  });
});
