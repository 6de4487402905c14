import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './member-steps';
import { shoot, toast } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 9: a delinquent plan (every try of the retry schedule refused) is either paid again from today with the
// card on file, or cleared: the missed payment written off and the plan ended.

const SHOTS = 'shots/delinquency';

type Row = { memberId: number; accountOwnerId: number | null; status: string; firstName: string; lastName: string };

/** Downtown's members whose plan is delinquent (not under the guarantee), one per household, through the API. */
async function delinquentHouseholds(request: APIRequestContext): Promise<Row[]> {
  const headers = await apiAs(request, 'staff@demo.test');
  const office = (await (await request.get('/api/v1/dentists/details/slug/demo-downtown/no-auth')).json()) as {
    office: { id: number };
  };
  const res = await request.post(`/api/v1/dentists/${office.office.id}/members/upgraded-search`, {
    headers,
    data: { searchFilter: 'delinquent' },
  });
  expect(res.status()).toBe(200);
  const { members } = (await res.json()) as { members: Row[] };
  const byHousehold = new Map<number, Row>();
  for (const m of members.filter((r) => r.status === 'delinquent')) {
    byHousehold.set(m.accountOwnerId ?? m.memberId, byHousehold.get(m.accountOwnerId ?? m.memberId) ?? m);
  }
  return [...byHousehold.values()];
}

test("the front desk charges one delinquent household's missed payment and clears another's", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const households = await delinquentHouseholds(request);
  expect(households.length).toBeGreaterThanOrEqual(2);
  const [charged, cleared] = households as [Row, Row];

  // The office admin: writing off a missed payment is beyond a standard user (the office permission matrix).
  await signIn(page, 'admin@demo.test');
  await page.goto(`/dentist-new/members?id=${charged.memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${charged.firstName} ${charged.lastName}` })).toBeVisible();
  await expect(page.getByText('Delinquent', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'delinquent-member');

  // The plan's own menu ('Adult Wellness, Mateo Brown: Manage'), not the side menu's Manage.
  await page
    .getByRole('button', { name: /: Manage$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Charge the missed payment' }).click();
  const charge = page.getByRole('dialog', { name: 'Charge the missed payment and reactivate' });
  await expect(charge).toContainText('The missed period is not charged on top');
  await expect(page.getByRole('menu')).toHaveCount(0); // the menu has closed behind the dialog
  await expectAccessible(page);
  await shoot(page, SHOTS, 'charge-confirm');
  await charge.getByRole('button', { name: /^Charge \$/ }).click();
  await expect(toast(page, 'active again')).toBeVisible();
  await expect(charge).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Delinquent', { exact: true })).toHaveCount(0);

  await page.goto(`/dentist-new/members?id=${cleared.memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${cleared.firstName} ${cleared.lastName}` })).toBeVisible();
  // The plan's own menu ('Adult Wellness, Mateo Brown: Manage'), not the side menu's Manage.
  await page
    .getByRole('button', { name: /: Manage$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Clear delinquency' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear the delinquency and end the plan' });
  await expect(clear).toContainText('is written off');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'clear-confirm');
  await clear.getByRole('button', { name: 'Write off and end the plan' }).click();
  await expect(toast(page, 'written off')).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'cleared');
});
