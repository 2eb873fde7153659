import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';

/**
 * A faker of its own with a fixed seed: the same demo data on every start. Built from the English
 * entry point (about a sixth of the load time of the package root, which loads every locale); the
 * shared instance of that entry point is never seeded or used, so other users of faker are unaffected.
 */
export function seededFaker(seed: number): Faker {
  const FakerClass = englishFaker.constructor as typeof Faker;
  const faker = new FakerClass({ locale: englishFaker.rawDefinitions });
  faker.seed(seed);
  return faker;
}

const DAY_MS = 86_400_000;

/** The moment `days` days (may be fractional or negative) from `start`. */
export const daysFrom = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

/** `YYYY-MM-DD` of a date (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The demo avatars, numbered 1..20, served by the SPA (drawn by scripts/demo-images.ts). */
export const avatarUrl = (n: number) => `/images/avatars/${((n - 1) % 20) + 1}.svg`;

/** `Fix the API!` → `fix-the-api`. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
