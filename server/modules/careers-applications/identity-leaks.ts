/**
 * Name-blind jobs (issue 27): the applicant is warned, before submitting, where their own name,
 * e-mail or phone number appears in the free text the panel will read, so they can take it out.
 * A warning, not a refusal: the applicant decides.
 */
export interface IdentityWarning {
  field: string;
  found: 'name' | 'email' | 'phone';
}

interface Who {
  fullName: string;
  email: string;
}
interface FreeText {
  firstName?: string;
  lastName?: string;
  phone?: string;
  personalStatement?: string;
  employment?: { duties?: string }[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digitsOf = (s: string) => s.replace(/\D/g, '');
const words = (s: string) => new Set(fold(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean));

/** Where the applicant's own name (a part of 3 letters or more), e-mail or phone appears in the free text. */
export function identityLeaks(who: Who, profile: FreeText | null, coverLetter: string): IdentityWarning[] {
  const names = [who.fullName, profile?.firstName ?? '', profile?.lastName ?? ''].flatMap((n) => [...words(n)]).filter((w) => w.length >= 3);
  const email = fold(who.email);
  const phone = digitsOf(profile?.phone ?? '');
  const texts: [string, string][] = [
    ['coverLetter', coverLetter],
    ['profile.personalStatement', profile?.personalStatement ?? ''],
    ...(profile?.employment ?? []).map((e, i): [string, string] => [`profile.employment.${i}.duties`, e.duties ?? '']),
  ];
  const warnings: IdentityWarning[] = [];
  for (const [field, text] of texts) {
    if (!text) continue;
    const inText = words(text);
    if (names.some((n) => inText.has(n))) warnings.push({ field, found: 'name' });
    if (email && fold(text).includes(email)) warnings.push({ field, found: 'email' });
    if (phone.length >= 7 && digitsOf(text).includes(phone.slice(-7))) warnings.push({ field, found: 'phone' });
  }
  return warnings;
}
