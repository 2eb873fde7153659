/** The e-mail outbox: what other modules and the mailer plugin use of it. */
export { mailModule } from './routes.js';
export { forgetRecipient, insertMail, insertMails, type Executor } from './repo.js';
export { OutboxSender } from './sender.js';
export { createTransport } from './transport.js';
export type { OutgoingMail } from './schemas.js';
