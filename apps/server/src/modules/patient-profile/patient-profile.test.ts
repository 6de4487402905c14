import type { ConfirmEmailResponse, PatientProfileResponse } from '@mhq/contract';
import { VALIDATION_MESSAGES } from '@mhq/domain';
import { describe, expect, it } from 'vitest';
import { countRows, createTestApp } from '../../test/harness';
import { newEmail } from '../enrolment/enrolment.fixtures';
import { profileFixtures } from './patient-profile.fixtures';

// The account owner's profile in the portal (issue 22): name, mobile and address saved on their household; a new
// email confirmed from the new address before it changes; the password changed with the current one.

const t = await createTestApp();
const f = await profileFixtures(t);
const LINK = /\/accounts\/confirm-email\/([\w-]+)/;

const address = { line1: '77 Elm Ave', line2: 'Apt 4', city: 'Round Rock', state: 'TX', zip: '786641234' };

describe('name, mobile phone and address', () => {
  it('shows the account owner their own details, and audits the read', async () => {
    const p = await f.signedInHousehold();
    const profile = await f.profileOf(p.token);
    expect(profile).toMatchObject({
      firstName: 'Lucia',
      lastName: 'Garcia',
      email: p.email,
      pendingEmail: null,
      phone: '5125550142',
      address: { line1: '40 Oak St', city: 'Austin', state: 'TX', zip: '78704' },
      language: 'en',
      preferences: { reminderMail: true, reminderTexts: true },
    });
    expect((await f.auditOf(p.ownerId))[0]?.action).toBe('member.read');
  });

  it('saves them on the household, where the office sees them, with an audit line', async () => {
    const p = await f.signedInHousehold();
    const res = await f.profileCall(p.token, '/details', {
      firstName: 'Lucía',
      lastName: 'García Ruiz',
      phone: '(737) 555-0199',
      address,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as PatientProfileResponse)._message).toBe('Your details were saved.');
    const owner = await f.ownerRow(p.ownerId);
    expect(owner).toMatchObject({ firstName: 'Lucía', lastName: 'García Ruiz', phone: '7375550199', address });
    const [line] = await f.auditOf(p.ownerId);
    expect(line).toMatchObject({ action: 'member.update', actorUserId: p.userId });
    expect(line?.detail).toMatchObject({ changed: ['name', 'phone', 'address'], via: 'patient_portal' });
  });

  it.each([
    ['a ZIP of 4 digits', { phone: '5125550142', address: { ...address, zip: '7870' } }, VALIDATION_MESSAGES.zip],
    ['an area code from outside the USA', { phone: '1125550142', address }, VALIDATION_MESSAGES.areaCode],
    ['a missing first name', { phone: '5125550142', address, firstName: ' ' }, VALIDATION_MESSAGES.required],
  ])('refuses %s with the form message, and writes nothing', async (_, fields, message) => {
    const p = await f.signedInHousehold();
    const before = await f.ownerRow(p.ownerId);
    const audits = await countRows(t.db, 'audit_log');
    const res = await f.profileCall(p.token, '/details', { firstName: 'Ana', lastName: 'Diaz', ...fields });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await f.ownerRow(p.ownerId)).toEqual(before);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);
  });

  it('is for patients only: the front desk has no patient profile', async () => {
    const res = await f.profileCall(await t.login('staff@demo.test'), '');
    expect(res.status).toBe(403);
  });
});

describe('a new email, confirmed from the new address', () => {
  it('changes only when the mailed link is opened, once; the old address is told', async () => {
    const p = await f.signedInHousehold();
    const next = newEmail('lucia.new');
    const asked = await f.profileCall(p.token, '/email', { email: next.toUpperCase() });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((asked.body as PatientProfileResponse).profile).toMatchObject({
      email: p.email,
      pendingEmail: { email: next },
    });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await f.ownerRow(p.ownerId))?.email).toBe(p.email);
    await expect(t.login(next, 'portal-password-1', t.newIp())).rejects.toThrow();

    const [mail] = await f.mailsTo(next);
    expect(mail?.subject).toContain('Confirm your new email');
    const token = LINK.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await t.call({ method: 'POST', url: '/api/v1/accounts/confirm-email', payload: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((confirmed.body as ConfirmEmailResponse).email).toBe(next);

    expect((await f.ownerRow(p.ownerId))?.email).toBe(next);
    expect(await t.login(next, 'portal-password-1', t.newIp())).toEqual(expect.any(String));
    const told = (await f.mailsTo(p.email)).at(-1);
    expect(told?.subject).toContain('email was changed');
    expect(told?.text).toContain(next);
    expect((await f.profileOf(p.token)).pendingEmail).toBeNull();
    const actions = (await f.auditOf(p.ownerId)).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['member.email-change-requested', 'member.email-changed']));

    const again = await t.call({ method: 'POST', url: '/api/v1/accounts/confirm-email', payload: { token } });
    expect(again.status).toBe(400);
    expect((again.body as { _message: string })._message).toContain('expired or was already used');
  });

  it('refuses an address another account signs in with, and mails nothing', async () => {
    const p = await f.signedInHousehold();
    const [changes, mails] = [await countRows(t.db, 'email_changes'), await countRows(t.db, 'mail_outbox')];
    const res = await f.profileCall(p.token, '/email', { email: 'Owner@Demo.test' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ _message: 'This email is already in use' });
    expect(await countRows(t.db, 'email_changes')).toBe(changes);
    expect(await countRows(t.db, 'mail_outbox')).toBe(mails);
  });

  it('refuses an address that is not one, with the form message', async () => {
    const p = await f.signedInHousehold();
    const res = await f.profileCall(p.token, '/email', { email: 'lucia@nowhere' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(VALIDATION_MESSAGES.email);
  });

  it('lets a link go stale: after 48 hours, after a newer request, or once withdrawn', async () => {
    const p = await f.signedInHousehold();
    const tokenFor = async (email: string) => {
      expect((await f.profileCall(p.token, '/email', { email })).status).toBe(200);
      return LINK.exec((await f.mailsTo(email)).at(-1)?.text ?? '')?.[1] ?? '';
    };
    const confirm = (token: string) =>
      t.call({ method: 'POST', url: '/api/v1/accounts/confirm-email', payload: { token } });

    const replaced = await tokenFor(newEmail('first'));
    const withdrawn = await tokenFor(newEmail('second'));
    expect((await confirm(replaced)).status).toBe(400);
    expect((await f.profileCall(p.token, '/email/cancel', {})).status).toBe(200);
    expect((await confirm(withdrawn)).status).toBe(400);

    const late = await tokenFor(newEmail('third'));
    t.clock.advance(49 * 60 * 60 * 1000);
    expect((await confirm(late)).status).toBe(400);
    expect((await f.ownerRow(p.ownerId))?.email).toBe(p.email);
  });
});

describe('password', () => {
  it("is changed with the current one through the user's password call; other sessions end", async () => {
    const p = await f.signedInHousehold();
    const other = await t.login(p.email, 'portal-password-1', t.newIp());
    const change = (currentPassword: string) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${p.userId}/account/password`,
        token: p.token,
        payload: { currentPassword, newPassword: 'a-brand-new-password-2' },
        remoteAddress: t.newIp(),
      });
    expect((await change('not-my-password')).status).toBe(400);
    expect((await change('portal-password-1')).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: other })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/users/me/account', token: p.token })).status).toBe(200);
  });
});
