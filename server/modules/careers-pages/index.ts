/**
 * The public careers pages rendered on the server (no API routes, no SQL of its own: the answers
 * come from the jobs module's public board). app.ts loads the built rendering, plugins/spa.ts serves it.
 */
export { careersPageRenderer, loadSsrEntrySafely, type PageRenderer, type RenderedDocument, type SsrEntry } from './service.js';
