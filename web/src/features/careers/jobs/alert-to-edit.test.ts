import { describe, expect, it } from 'vitest';
import { alertToEdit } from './alert-to-edit';

describe('the alert an "Edit the search" link names', () => {
  it('reads the id, and the token when there is one', () => {
    expect(alertToEdit(new URLSearchParams('q=nurse&alert=12'))).toEqual({ id: 12 });
    expect(alertToEdit(new URLSearchParams('alert=12&alertToken=abc_DEF-9'))).toEqual({ id: 12, token: 'abc_DEF-9' });
  });

  it.each(['', 'alert=', 'alert=0', 'alert=-3', 'alert=1.5', 'alert=abc', 'alert=99999999999', 'alertToken=abc'])('names none for %j', (query) => {
    expect(alertToEdit(new URLSearchParams(query))).toBeNull();
  });

  it('drops a token that is not one (the id alone is kept: a signed-in owner may still update it)', () => {
    expect(alertToEdit(new URLSearchParams('alert=4&alertToken=<script>'))).toEqual({ id: 4 });
    expect(alertToEdit(new URLSearchParams(`alert=4&alertToken=${'a'.repeat(201)}`))).toEqual({ id: 4 });
  });
});
