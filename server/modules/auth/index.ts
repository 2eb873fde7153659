import type { ApiModule } from '../module.js';
import authRoutes from './routes.js';
import { authSchemas } from './schemas.js';

/** Sign-in, registration, activation, password reset and the session: what other modules use of it is exported below. */
export const authModule: ApiModule = { name: 'auth', routes: authRoutes, schemas: authSchemas };

export { LocaleSchema } from './schemas.js';
export { refreshCookie } from './refresh-cookie.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { issueRefreshToken, revokeAllRefreshTokens, issueOneTimeToken, consumeOneTimeToken, spentTokenState, hashToken } from './tokens.js';
export { LoginLimiter } from './login-limiter.js';
export { attemptStoreFor } from './attempt-store.js';
