/** What other demo modules may use of the users app: its seed (the invoices' clients are its users). */
export { seedDemoUsers } from './seed.js';
