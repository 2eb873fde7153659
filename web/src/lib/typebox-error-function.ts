import type { ErrorFunction } from '@sinclair/typebox/errors';

/**
 * Stands in for TypeBox's `errors/function.mjs` in the SPA's build (vite.config.ts,
 * `typeboxErrorFunction`): the English sentence TypeBox writes into every `ValueError.message`
 * (a switch over fifty kinds, about 1.5 kB gzip on every page with a form) is never shown, since
 * the forms word each error themselves (`errorText` in typebox-resolver.ts, the sign-in pages' own
 * messages). `message` says the error's kind by number (ValueErrorType) instead. The same three
 * exports as TypeBox's module (a test keeps them in step); tests and the server use TypeBox's own.
 */
export const DefaultErrorFunction: ErrorFunction = (error) => `TypeBox error ${error.errorType}`;

let errorFunction: ErrorFunction = DefaultErrorFunction;

/** Sets the error function used to generate error messages. */
export function SetErrorFunction(callback: ErrorFunction): void {
  errorFunction = callback;
}

/** Gets the error function used to generate error messages. */
export function GetErrorFunction(): ErrorFunction {
  return errorFunction;
}
