/**
 * Every route path of the SPA, once: the router's tables (web/src/app/routes.ts and
 * workspace-routes.ts), the menu, the links, the e-mails' links, the sitemap, the server rendering
 * and the size budget take them from here (`paths.careers.job(id)`).
 *
 * A path with parameters is a function that builds it; called without arguments it gives the
 * route's pattern (`paths.careers.job()` is `/careers/job/:id`), which is what the route tables
 * use. Plain constants and functions in namespaces: a bundle keeps only the ones it uses, so the
 * public pages carry no more than their own few.
 */
export * as careers from './paths/careers.js';
export * as auth from './paths/auth.js';
export * as misc from './paths/misc.js';
export * as demo from './paths/demo.js';
