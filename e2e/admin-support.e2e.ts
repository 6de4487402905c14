import { shoot } from './steps';
import { expect, expectAccessible, openMailTo, signIn, test, visionURL } from './support';

/*
 * The back office's support inbox and error logs (issue 24): an office owner asks for help through 'Need Assistance?',
 * a platform admin finds the request in the inbox, takes it, answers it (the answer reaches the owner's mail) and
 * closes it; then reads the error logs, finds a past error and opens its stack.
 */

test('a platform admin takes, answers and closes an office owner’s support request', async ({
  page,
  browser,
}, info) => {
  // Two people, a mailbox and five pages: longer than one page's journey.
  test.slow();
  const tag = `T${info.workerIndex}${Date.now().toString(36)}`;
  const question = `Our front desk cannot see last month's payout in the ledger (${tag}).`;
  await signIn(page, 'owner@demo.test');
  await page
    .getByRole('button', { name: /support/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Need Assistance\?/ });
  await dialog.getByLabel(/how can we help/i).fill(question);
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/Your message was sent to our support team/)).toBeVisible();

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.224.0.1' } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  await admin.getByRole('link', { name: 'Support Inbox' }).click();
  await expect(admin).toHaveURL(/\/admin\/contact-admin$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
  // The demo's requests in every state are there before any search.
  await expect(admin.getByRole('row').filter({ hasText: 'Answered' }).first()).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, 'admin-support', 'inbox');

  await admin.getByLabel('Search requests').fill(tag);
  const row = admin.getByRole('row').filter({ hasText: tag });
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Dana Whitfield');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Nobody');
  const link = row.getByRole('link', { name: /^Support request #\d+$/ });
  const id = Number((await link.textContent())?.replace(/\D/g, ''));
  await link.click();
  await expect(admin).toHaveURL(new RegExp(`/admin/contact-admin/${id}$`));
  await expect(admin.getByRole('heading', { level: 1, name: `Support request #${id}` })).toBeVisible();
  await expect(admin.getByText(question)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Sender' })).toContainText('owner@demo.test');
  await expectAccessible(admin);

  // Taken by the admin themself.
  const handling = admin.getByRole('region', { name: 'Handling' });
  await handling.getByRole('button', { name: 'Assign to me' }).click();
  await expect(handling.getByLabel('Assigned to')).toHaveValue(/\d+/);
  await expect(handling.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
  await expect(admin.getByRole('main').getByText('Assigned', { exact: true }).first()).toBeVisible();

  // Answered: the thread keeps it, and the owner's mail has it.
  const answer = `The payout of the 1st is in Payment Ledger under Payouts; it settled on the 3rd (${tag}).`;
  const reply = admin.getByRole('region', { name: 'Reply' });
  await reply.getByLabel('Your answer or note').fill(answer);
  await reply.getByRole('button', { name: 'Send answer' }).click();
  const thread = admin.getByRole('region', { name: 'Answers and notes' });
  await expect(thread.getByRole('article', { name: /^Answer by Alex Morgan/ })).toContainText(answer);
  await expect(admin.getByRole('main').getByText('Answered', { exact: true }).first()).toBeVisible();
  await reply.getByLabel('Your answer or note').fill('Owner asked by phone as well; told them the same.');
  await reply.getByRole('button', { name: 'Add internal note' }).click();
  await expect(thread.getByRole('article', { name: /^Internal note by Alex Morgan/ })).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, 'admin-support', 'request');

  const mails = await openMailTo(admin, 'owner@demo.test', `Re: Your support request #${id}`);
  await expect(mails.first()).toContainText(answer);
  await expect(mails.first()).not.toContainText('told them the same');

  // Closed, and the history says who did what.
  await admin.goto(`/admin/contact-admin/${id}`);
  await admin.getByRole('region', { name: 'Handling' }).getByRole('button', { name: 'Close request' }).click();
  await expect(admin.getByRole('button', { name: 'Reopen request' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  const history = admin.getByRole('region', { name: 'History' });
  for (const step of ['Assigned to Alex Morgan', 'Answered by mail', 'Internal note added', 'Closed']) {
    await expect(history.getByText(step, { exact: true })).toBeVisible();
  }
  await admin.goto('/admin/contact-admin?status=closed');
  await admin.getByLabel('Search requests').fill(tag);
  await expect(admin.getByRole('row').filter({ hasText: tag })).toContainText('Closed');
  await adminContext.close();
});

test('a platform admin searches the error logs and opens an error’s stack', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.getByRole('link', { name: 'Error Logs' }).click();
  await expect(page).toHaveURL(/\/admin\/errorLogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Error Logs' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-support', 'error-logs');

  await page.getByLabel('Search errors').fill('priceCents');
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: 'priceCents' });
  await expect(row).toContainText('GET /api/v1/dentists/{id}/dashboard');
  await expect(row).toContainText('Priya Shah');
  // The background jobs alone.
  await page.getByLabel('Search errors').fill('');
  await page.getByLabel('Kind').selectOption('job');
  await expect(page.getByRole('row').filter({ hasText: 'job billing-run' }).first()).toBeVisible();
  await page.getByLabel('Kind').selectOption('');
  await page.getByLabel('Search errors').fill('req-7b2');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: 'req-7b2' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^TypeError #\d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stack' })).toContainText('at planMix');
  await expectAccessible(page);
  await shoot(page, 'admin-support', 'error-log');
});

test('the vision brand’s admins have the same inbox, in their brand', async ({ page }) => {
  await signIn(page, 'platform@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/admin/contact-admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Inbox' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-support', 'inbox-vision');
});
