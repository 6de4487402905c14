import { apiAs } from './member-steps';
import { accessible } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Staff assignments of a multi-location organization (issue 23), beyond what the organization journey proves (a new
 * front-desk user assigned to one location sees only that one): the Users page on the vision brand, and a link that
 * opens one user's locations. Harbor's own front desk (frontdesk@demo.test) is left as it is: other journeys sign in
 * as them.
 */

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
