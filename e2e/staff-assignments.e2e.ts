import { apiAs, mailed } from './member-steps';
import { accessible, shoot as shootIn, tagOf, toast } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Staff assignments of a multi-location organization (issue 23): Harbor's owner adds a front-desk user and assigns
 * them to Harbor South only; the user signs in and sees only Harbor South (the office switcher, the members list).
 * Harbor's own front desk (frontdesk@demo.test) is left as it is: other journeys sign in as them.
 */

const shoot = (page: Parameters<typeof shootIn>[0], name: string) => shootIn(page, 'staff-assignments-shots', name);

test('the owner assigns a new user to one location, and that user sees only that location', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const email = `sam.${tag}@e2e.test`;
  await signIn(page, 'group@demo.test');
  await page.goto('/account/manage-users');
  await expect(page.getByRole('heading', { name: 'Who works at which location' })).toBeVisible();
  const lucy = page.getByTestId('org-user-frontdesk@demo.test');
  await expect(lucy.getByText('Harbor North')).toBeVisible();
  await expect(lucy.getByText('Harbor South')).toHaveCount(0);
  await accessible(page);

  // A new front-desk user, invited to the office the owner works in now.
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('First name').fill('Sam');
  await add.getByLabel('Last name').fill(`Okafor ${tag}`);
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Job title').selectOption({ label: 'Front Desk' });
  await add.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(toast(page, 'User added')).toBeVisible();
  const sam = page.getByTestId(`org-user-${email}`);
  await expect(sam.getByText('Invited')).toBeVisible();

  // Assign: Harbor South only.
  await sam.getByRole('button', { name: `Assign locations: Sam Okafor ${tag}` }).click();
  const modal = page.getByRole('dialog', { name: `Locations of Sam Okafor ${tag}` });
  await expect(modal.getByText('Holds Harbor North, Harbor South')).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Harbor South' }).check();
  await modal.getByRole('checkbox', { name: 'Harbor North' }).uncheck();
  await expect(modal.getByText(`After saving, Sam Okafor ${tag} works at Harbor South.`)).toBeVisible();
  await accessible(page);
  await shoot(page, 'assign-modal');
  await modal.getByRole('button', { name: 'Save locations' }).click();
  await expect(toast(page, `Sam Okafor ${tag} now works at Harbor South.`)).toBeVisible();
  await expect(sam.getByText('Harbor South')).toBeVisible();
  await expect(sam.getByText('Harbor North')).toHaveCount(0);
  await shoot(page, 'manage-users');

  // The user sets a password from the mailed link and signs in: Harbor South is the only office they have.
  const token = await mailed(request, email, /\/accounts\/set-password\/([\w-]+)/);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.203.0.1' } });
  const desk = await context.newPage();
  await desk.goto(`/accounts/set-password/${token}`);
  await desk.getByLabel('New password', { exact: true }).fill('sam-password-1');
  await desk.getByLabel(/confirm/i).fill('sam-password-1');
  await desk.getByRole('button', { name: /save password/i }).click();
  await expect(desk.getByText(/Your password is set/)).toBeVisible();
  await signIn(desk, email, 'sam-password-1');
  const switcher = desk.getByRole('button', { name: /Switch office: Harbor South/ });
  await expect(switcher).toBeVisible();
  await switcher.click();
  await expect(desk.getByRole('menuitem', { name: 'Harbor South' })).toBeVisible();
  await expect(desk.getByRole('menuitem', { name: 'Harbor North' })).toHaveCount(0);
  await desk.keyboard.press('Escape');
  // The members list they land on is Harbor South's.
  await desk.goto('/dentist-new/members');
  await expect(desk.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(desk.getByText('Everyone enrolled at Harbor South')).toBeVisible();
  await accessible(desk);
  await shoot(desk, 'assigned-user-members');
  await context.close();
});

test('the vision brand reads the same on the Users page of Harbor Eye Care Group', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.203.0.2' } });
  const page = await context.newPage();
  await signIn(page, 'group@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/manage-users`);
  await expect(page.getByRole('heading', { name: 'Who works at which location' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All my locations' })).toBeChecked();
  await accessible(page);
  await context.close();
});

test("a link to /account/manage-users?id=N opens that user's locations", async ({ page, request }) => {
  const headers = await apiAs(request, 'group@demo.test');
  const me = (await (await request.get('/api/v1/users/me/account', { headers })).json()) as {
    data: { dentistInfo: { id: number } };
  };
  const users = (await (
    await request.get(`/api/v1/multi-location/manage-users/${me.data.dentistInfo.id}`, { headers })
  ).json()) as { users: { userId: number; email: string }[] };
  const lucy = users.users.find((u) => u.email === 'frontdesk@demo.test');
  expect(lucy, 'Harbor has its front desk').toBeTruthy();
  await signIn(page, 'group@demo.test');
  await page.goto(`/account/manage-users?id=${lucy?.userId}`);
  const modal = page.getByRole('dialog', { name: 'Locations of Lucy Tran' });
  await expect(modal.getByRole('checkbox', { name: 'Harbor North' })).toBeChecked();
  await expect(modal.getByRole('checkbox', { name: 'Harbor South' })).not.toBeChecked();
  await accessible(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).not.toHaveURL(/id=/);
});
