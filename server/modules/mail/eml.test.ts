import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { readEml } from './eml.js';

/** A message as the outbox folder keeps it: rendered by nodemailer's stream transport. */
async function render(mail: { to: string; subject: string; text: string; html?: string }): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: 'careers@hospital.example', ...mail });
  return (info as unknown as { message: Buffer }).message.toString('utf8');
}

describe('reading an outbox message', () => {
  const link = 'http://127.0.0.1:3000/careers/activate-account?token=Ab_cd-EF0123456789abcdefghijklmnopqrstuvwxyz';
  const text = `Bonjour Léa,\n\nMerci de votre inscription. Veuillez confirmer votre adresse e-mail pour activer votre compte : ${link}\n\nÀ bientôt.`;

  it('gives the link whole (no =3D, no soft line break), the subject and recipient decoded', async () => {
    const raw = await render({ to: 'lea@example.org', subject: 'Activez votre compte carrières', text });
    expect(raw).toContain('=3D'); // what a person copying from the file would get
    const mail = readEml(raw);
    expect(mail).toMatchObject({ to: 'lea@example.org', subject: 'Activez votre compte carrières' });
    expect(mail.links).toEqual([link]);
    expect(mail.text).toContain('À bientôt.');
  });

  it('reads the plain-text part of a message that has an HTML part too', async () => {
    const mail = readEml(await render({ to: 'a@example.org', subject: 'Hello', text, html: `<p><a href="${link}">Activer</a></p>` }));
    expect(mail.links).toEqual([link]);
    expect(mail.text).not.toContain('<p>');
  });
});
