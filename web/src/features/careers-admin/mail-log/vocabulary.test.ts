import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { excerptOf } from './mail-cells';
import { MAIL_STATUSES, mailKindLabel, mailStatusBadge, statusOptionLabel } from './vocabulary';

const translate = i18n._.bind(i18n);

describe('the mail log vocabulary', () => {
  it('names every status the server has, in the order a message goes through them', () => {
    expect(MAIL_STATUSES).toEqual(['queued', 'sending', 'sent', 'retrying', 'failed', 'cancelled']);
  });

  it('colours sent green, retrying amber and failed red', () => {
    expect(mailStatusBadge('sent')).toBe('demo-badge demo-badge--success');
    expect(mailStatusBadge('retrying')).toBe('demo-badge demo-badge--warning');
    expect(mailStatusBadge('failed')).toBe('demo-badge demo-badge--danger');
    expect(mailStatusBadge('cancelled')).toBe('demo-badge');
  });

  it('names the kinds the portal sends, and shows any other kind as the server names it', () => {
    expect(mailKindLabel('activation', translate)).toBe('Account activation');
    expect(mailKindLabel('password-reset', translate)).toBe('Password reset');
    expect(mailKindLabel('application-status', translate)).toBe('Application status changed');
    expect(mailKindLabel('newsletter', translate)).toBe('newsletter');
    expect(mailKindLabel('toString', translate)).toBe('toString');
  });

  it('adds the count of a status to its filter option once the counts are there', () => {
    expect(statusOptionLabel('Sent', 1234, (n) => n.toLocaleString('en'))).toBe('Sent (1,234)');
    expect(statusOptionLabel('Sent', undefined, String)).toBe('Sent');
  });
});

describe('a long error in the table', () => {
  it('is cut at a word, with an ellipsis; a short one is left whole', () => {
    expect(excerptOf('550 mailbox unavailable')).toBeNull();
    const long = '421 4.7.0 Try again later, closing connection. (EHLO) s12-20020a17090a1c0c00b002b2c9b1f0f4sm1234567pjd.12 - gsmtp';
    const excerpt = excerptOf(long)!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerptOf('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
