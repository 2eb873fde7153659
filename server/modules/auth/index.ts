/** What other modules may use of sign-in: password hashing, the login limiter and refresh tokens. */
export { LoginLimiter } from './login-limiter.js';
export { attemptStoreFor } from './attempt-store.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { issueRefreshToken, revokeAllRefreshTokens } from './tokens.js';
