/** Pages that failed in a browser, reported to the server log. */
export { clientErrorsModule } from './routes.js';
