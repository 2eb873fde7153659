import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Accounts and sessions: users, refresh and one-time tokens, process secrets. */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'client'] }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'deleted'] }).notNull().default('pending'),
    avatar: text('avatar'),
    locale: text('locale').notNull().default('en'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Carried by every access token; raised to end the tokens issued so far (password change or reset, sign-out, refresh-token reuse, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

/** Rotating refresh tokens: one row per issued token, stored hashed, grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use e-mailed tokens (account activation, password reset, staff invitation), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'password-reset', 'staff-invite'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash)],
);

/** Process-wide secrets generated on first start (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
