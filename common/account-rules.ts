// Builders imported one by one (not the `Type` namespace): the SPA bundles only these.
import { Object as ObjectOf, RegExp as RegExpOf, String as StringOf } from '@sinclair/typebox';
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from './account-limits.js';
import { Line } from './text-rules.js';

/** Account field rules shared by the server (authoritative) and the SPA (early feedback). */
export { EMAIL_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN };

/*
 * The same rules as TypeBox schemas, checked by the server (register-validation.ts) and by the
 * auth forms (react-hook-form) alike, on the values as sent: username and e-mail trimmed, the
 * password as typed. `RegExp` keeps the pattern's `u` flag (a letter is any script's letter).
 */
const Username = () => RegExpOf(USERNAME_PATTERN);
const Email = () => RegExpOf(EMAIL_PATTERN);
/** A password chosen at registration or reset: as long as the server takes there (the account settings bound it, below). */
const ChosenPassword = () => StringOf({ minLength: MIN_PASSWORD_LENGTH });
const Given = () => StringOf({ minLength: 1 });

/** Registration: username, e-mail and password (the full name is optional and free). */
export const RegisterRulesSchema = ObjectOf({ username: Username(), email: Email(), password: ChosenPassword() });
/** Sign-in: an e-mail address or username, and a password; the server says whether they match. */
export const SignInRulesSchema = ObjectOf({ email: Given(), password: Given() });
/** Forgot password, new activation link: an e-mail address. */
export const EmailRulesSchema = ObjectOf({ email: Email() });
/** A new password, typed twice (that the two match is checked by the form). */
export const NewPasswordRulesSchema = ObjectOf({ password: ChosenPassword(), confirm: Given() });

/** A password typed to show it is you (the stored one decides whether it is right). */
export const EnteredPassword = (opts: object = {}) => Line(MAX_PASSWORD_LENGTH, { minLength: 1, ...opts });
/** A password being chosen. */
export const NewPassword = (opts: object = {}) => Line(MAX_PASSWORD_LENGTH, { minLength: MIN_PASSWORD_LENGTH, ...opts });

/** Changing the password (the account settings): the body of the request and the form's fields. */
export const ChangePasswordRulesSchema = ObjectOf({ currentPassword: EnteredPassword(), newPassword: NewPassword() });
/** Deleting the account, confirmed with the password. */
export const DeleteAccountRulesSchema = ObjectOf({ password: EnteredPassword() });
