import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { PublicJob } from './job/job-posting';

/** What search engines and link previews read about a public careers page, in the page's language. */
export interface PageMeta {
  title: string;
  description: string;
}

const SITE = msg`Hospital Careers`;

/** A page's title as the SPA sets it (`Jobs · Hospital Careers`): hydration keeps it as it is. */
const titled = (i18n: I18n, title: string) => `${title} · ${i18n._(SITE)}`;

/** At most `max` characters, cut at a word. */
function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function homeMeta(i18n: I18n, routeTitle: string): PageMeta {
  return {
    title: titled(i18n, routeTitle),
    description: i18n._(msg`Careers at the Teaching and Referral Hospital: browse open jobs and apply online.`),
  };
}

export function jobsMeta(i18n: I18n, routeTitle: string): PageMeta {
  return {
    title: titled(i18n, routeTitle),
    description: i18n._(msg`Search the open jobs of the Teaching and Referral Hospital by department, site, employment type and working pattern, and apply online.`),
  };
}

export function jobMeta(i18n: I18n, job: PublicJob | null): PageMeta {
  if (!job) {
    return { title: titled(i18n, i18n._(msg`Job not found`)), description: i18n._(msg`This job does not exist or is no longer advertised.`) };
  }
  return { title: titled(i18n, job.title), description: excerpt(job.summary || job.description) };
}
