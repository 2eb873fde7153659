import { EMAIL_PATTERN as EMAIL, MIN_PASSWORD_LENGTH, USERNAME_PATTERN as USERNAME } from '../../../common/account-rules.js';

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
export function validateRegistration(input: RegisterInput): RegisterErrors {
  const username = input.username?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  const errors: RegisterErrors = { username: null, email: null, password: null };
  if (!username) errors.username = ['Please enter your username.'];
  else if (!USERNAME.test(username)) errors.username = ['Username must be 3 to 30 letters, digits, dots, dashes or underscores.'];
  if (!email) errors.email = ['Please enter your email.'];
  else if (!EMAIL.test(email)) errors.email = ['Please enter a valid email.'];
  if (!password) errors.password = ['Please enter password'];
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = [`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`];
  return errors;
}

export const hasErrors = (errors: RegisterErrors) => Boolean(errors.username || errors.email || errors.password);
