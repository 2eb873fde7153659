import { describe, expect, it, vi } from 'vitest';
import { prefetchOnIntent } from './prefetch-on-intent';

describe('prefetchOnIntent', () => {
  it('prefetches for a link of this site past the public careers pages, pointed at, focused or touched', () => {
    const prefetch = vi.fn();
    prefetchOnIntent(prefetch);
    document.body.innerHTML = `
      <a href="/login?redirect=/careers/job/1"><span>Sign in</span></a>
      <a href="/careers/jobs?department=nursing">Jobs</a>
      <a href="/careers/job/nurse">A job</a>
      <a href="https://example.org/login">Elsewhere</a>
      <a href="/careers/my-applications">My applications</a>
      <a href="/apps/email">Email</a>`;
    const [signIn, jobs, job, elsewhere, mine, email] = [...document.querySelectorAll('a')];
    signIn!.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    jobs!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    job!.dispatchEvent(new Event('focusin', { bubbles: true }));
    elsewhere!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    mine!.dispatchEvent(new Event('focusin', { bubbles: true }));
    email!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/login', '/careers/my-applications', '/apps/email']);
  });
});
