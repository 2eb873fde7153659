/** Account field rules shared by the server (authoritative) and the SPA (early feedback). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,30}$/u;
export const MIN_PASSWORD_LENGTH = 8;
