import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { officeUsers, users } from './practices';

// Staff assignments (issue 23). A user's access to a location is their office_users row there; these tables say where
// such a row came from and what each user chose for the Users page.

/**
 * An office_users row that exists only because a group the user is assigned to holds the location. A row without one
 * is a direct assignment (made here, by the team page, by sign-up or by adding a location): taking the group away
 * removes only the rows marked here, and assigning the location directly removes the mark. Deleting the row (the
 * team page removing the user) deletes its mark with it.
 */
export const officeUserGroupGrants = pgTable(
  'office_user_group_grants',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId, t.userId] }),
    foreignKey({
      name: 'office_user_group_grants_office_user_fk',
      columns: [t.organizationId, t.officeId, t.userId],
      foreignColumns: [officeUsers.organizationId, officeUsers.officeId, officeUsers.userId],
    }).onDelete('cascade'),
  ],
);

/** Whose users a user's Users page lists in a multi-location organization: 'all' their locations, or 'current'. */
export const manageUserSettings = pgTable(
  'manage_user_settings',
  {
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').$type<'all' | 'current'>().notNull().default('all'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
);
