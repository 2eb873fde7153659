/** Signing in, registering and the password pages, with the template's variants (common/paths.ts). */
export const login = '/login';
export const register = '/register';
export const forgotPassword = '/forgot-password';
export const loginV1 = '/pages/authentication/login-v1';
export const forgotPasswordV1 = '/pages/authentication/forgot-password-v1';
export const forgotPasswordV2 = '/pages/authentication/forgot-password-v2';
export const resetPasswordV1 = '/pages/authentication/reset-password-v1';
export const resetPasswordV2 = '/pages/authentication/reset-password-v2';
