import { MIN_PASSWORD_LENGTH, RegisterRulesSchema } from '../../../common/account-rules.js';
import { refusedFields, type Refusal } from '../../../common/rule-check.js';

export interface RegisterInput {
  username?: string;
  email?: string;
  password?: string;
}

export interface RegisterErrors {
  username: string[] | null;
  email: string[] | null;
  password: string[] | null;
}

export { MIN_PASSWORD_LENGTH };

/** The field messages of the seed specification (section 5), plus format rules a real portal needs. */
const MESSAGES: Record<keyof RegisterErrors, Record<Refusal, string>> = {
  username: { missing: 'Please enter your username.', invalid: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.' },
  email: { missing: 'Please enter your email.', invalid: 'Please enter a valid email.' },
  password: { missing: 'Please enter password', invalid: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` },
};

/** Checks the registration against the shared rules (common/account-rules.ts), username and e-mail trimmed. */
export function validateRegistration(input: RegisterInput): RegisterErrors {
  const values = { username: input.username?.trim() ?? '', email: input.email?.trim() ?? '', password: input.password ?? '' };
  const refused = refusedFields(RegisterRulesSchema, values);
  const say = (field: keyof RegisterErrors) => {
    const why = refused[field];
    return why ? [MESSAGES[field][why]] : null;
  };
  return { username: say('username'), email: say('email'), password: say('password') };
}

export const hasErrors = (errors: RegisterErrors) => Boolean(errors.username || errors.email || errors.password);
