import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices, users } from './practices';

// Multi-location organizations (issue 23): an organization's locations are its offices; groups gather them into
// regions, and staff are assigned to locations directly (office_users) or through a group.

/** A named group of an organization's locations (a region). Deleting one removes it, never its locations. */
export const locationGroups = pgTable(
  'location_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    name: text('name').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('location_groups_org_id_unique').on(t.organizationId, t.id),
    // Two groups of one organization never share a name (case aside): staff pick them by name.
    uniqueIndex('location_groups_org_name_unique').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** Which locations a group holds; a location may be in several groups. */
export const locationGroupOffices = pgTable(
  'location_group_offices',
  {
    organizationId: integer('organization_id').notNull(),
    groupId: integer('group_id').notNull(),
    officeId: integer('office_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.groupId, t.officeId] }),
    foreignKey({
      columns: [t.organizationId, t.groupId],
      foreignColumns: [locationGroups.organizationId, locationGroups.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('location_group_offices_office_idx').on(t.organizationId, t.officeId),
  ],
);

/**
 * A user assigned to a group works at every location the group holds, now and later: the assignment is kept so a
 * location added to the group brings its users with it (their office_users rows are written from it).
 */
export const userGroupAssignments = pgTable(
  'user_group_assignments',
  {
    organizationId: integer('organization_id').notNull(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.groupId, t.userId] }),
    foreignKey({
      columns: [t.organizationId, t.groupId],
      foreignColumns: [locationGroups.organizationId, locationGroups.id],
    }).onDelete('cascade'),
    index('user_group_assignments_user_idx').on(t.userId),
  ],
);
