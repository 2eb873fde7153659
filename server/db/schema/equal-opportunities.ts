import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './accounts.js';

/**
 * Equal-opportunities monitoring answers: one row per applicant, apart from their applications
 * (issue 27). A null column is a question left unanswered. Deleted with the account (the account
 * deletion removes the row; the foreign key cascades too). Read by staff only in aggregate, through
 * the fairness report (`read EqualOpportunities`, the `view_diversity` flag).
 */
export const equalOpportunities = pgTable('equal_opportunities', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sex: text('sex'),
  ageBand: text('age_band'),
  ethnicGroup: text('ethnic_group'),
  disability: text('disability'),
  religion: text('religion'),
  ...timestamps,
});
