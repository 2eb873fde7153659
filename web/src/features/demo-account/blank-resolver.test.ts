import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { DemoAccountInfoInputSchema, DemoAccountGeneralInputSchema } from '../../../../common/demo-account';
import { blankAwareResolver } from './blank-resolver';

const options = {} as ResolverOptions<Record<string, string>>;

describe('forms with empty optional fields', () => {
  it('leaves empty fields out of what is validated and sent', async () => {
    const result = await blankAwareResolver<Record<string, string>>(DemoAccountInfoInputSchema)({ bio: '', dob: '', country: 'KE', website: '  ', phone: '' }, undefined, options);
    expect(result).toEqual({ values: { country: 'KE' }, errors: {} });
  });

  it('still refuses an empty required field and a foreign link, with the shared rules', async () => {
    const general = await blankAwareResolver<Record<string, string>>(DemoAccountGeneralInputSchema)({ username: '', fullName: 'Grace', email: 'grace@example.org', company: '' }, undefined, options);
    expect(Object.keys(general.errors)).toEqual(['username']);
    const info = await blankAwareResolver<Record<string, string>>(DemoAccountInfoInputSchema)({ website: 'javascript:alert(1)' }, undefined, options);
    expect(Object.keys(info.errors)).toEqual(['website']);
  });
});
