import { AdminOfficesQuery, AdminOfficesResponse, AuditLogQuery, AuditLogResponse } from './admin';
import { IdParams } from './common';
import { endpoint } from './endpoint';
import { DevMailboxQuery, DevMailboxResponse, DevMailResponse } from './mail';

/** The platform admins' first calls: the offices list, the audit log and the demo's mailbox. */
export const adminEndpoints = {
  devMailbox: endpoint({
    method: 'GET',
    path: '/admin/dev-mailbox',
    summary: 'Mail written to the outbox, newest first, without its text (platform admins, demo only)',
    tag: 'admin',
    auth: true,
    query: DevMailboxQuery,
    response: DevMailboxResponse,
    example: { query: { to: 'owner@demo.test', limit: 20 } },
  }),
  devMail: endpoint({
    method: 'GET',
    path: '/admin/dev-mailbox/{id}',
    summary: 'One mail of the outbox with its text; every opening is audited (platform admins, demo only)',
    tag: 'admin',
    auth: true,
    params: IdParams,
    response: DevMailResponse,
    example: { params: { id: 1 } },
  }),
  adminOffices: endpoint({
    method: 'GET',
    path: '/admin/dentists',
    summary: 'Every office with its organization and users (platform admins)',
    tag: 'admin',
    auth: true,
    query: AdminOfficesQuery,
    response: AdminOfficesResponse,
    example: { query: { search: 'Bright' } },
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    summary:
      'The append-only audit trail (who looked at or changed what, from where), per organization, member or actor',
    tag: 'admin',
    auth: true,
    query: AuditLogQuery,
    response: AuditLogResponse,
    example: { query: { organizationId: 1, memberId: 1, limit: 50 } },
  }),
};
