import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Stay within PostgreSQL 15 features: the same migrations run on PGlite and production PostgreSQL.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    name: text('name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // Usernames are unique regardless of case (spec 000 §5; ARCHITECTURE §5).
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
