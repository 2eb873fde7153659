/**
 * Every route path of the SPA, once: the router's tables (web/src/app/routes.ts and
 * workspace-routes.ts), the menu, the links, the e-mails' links, the sitemap, the server rendering
 * and the size budget take them from here. A path with parameters is the route's pattern
 * (`paths.careers.job` is `/careers/job/:id`); `to` fills it in (`paths.to(paths.careers.job, slug)`).
 *
 * Plain string constants in one namespace per area: the build writes each where it is used
 * (vite.config.ts, `inlineConst`), so a page carries only the paths it links to, and no chunk of
 * its own for them.
 */
export * as careers from './paths/careers.js';
export * as auth from './paths/auth.js';
export * as misc from './paths/misc.js';
export * as demo from './paths/demo.js';

type Value = string | number;
/** One value per `:name` of a pattern, in order. */
type Values<P extends string> = P extends `${string}:${string}/${infer Rest}` ? [Value, ...Values<Rest>] : P extends `${string}:${string}` ? [Value] : [];

/** `pattern` with its parameters replaced, in order, by `values` (as they are: callers encode where needed). */
export function to<P extends string>(pattern: P, ...values: Values<P>): string {
  let next = 0;
  return pattern.replace(/:\w+/g, () => String(values[next++]));
}
