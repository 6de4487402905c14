import { mariaEnrolled } from './member-steps';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 21: 'Switch to annual' on a guaranteed monthly plan asks first, saying that the switch ends the guarantee.

const SHOTS = 'shots/guarantee-term-switch';

test('the owner switches a guaranteed monthly plan to annual only after reading that the guarantee ends', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const last = `Quintero${tag.replace(/\d/g, '')}`;
  // Downtown enrols monthly card plans under the guaranteed payment plan.
  const { memberId } = await mariaEnrolled(request, `lucia.${tag}@term.e2e.test`, tag, new Date().getFullYear() + 2, {
    first: 'Lucia',
    last,
  });

  await signIn(page, 'owner@demo.test');
  await page.goto(`/dentist-new/members?id=${memberId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lucia ${last}` })).toBeVisible();
  await expect(page.getByText('Guaranteed', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: /Adult Wellness, Lucia .*Manage/ }).click();
  await page.getByRole('menuitem', { name: 'Switch to annual' }).click();
  const ask = page.getByRole('dialog', { name: 'Switch to annual and end the guarantee?' });
  await expect(ask.getByText(/Switching to annual ends the guarantee now/)).toBeVisible();
  await expect(
    ask.getByText(/if that payment fails the plan becomes Delinquent and there is no guarantee to claim/),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'ask');

  await ask.getByRole('button', { name: 'Switch to annual and end the guarantee' }).click();
  await expect(ask).toBeHidden();
  await expect(
    page.getByText(/is now paid by the year: .* The guarantee ended with the switch\./).first(),
  ).toBeVisible();
  await expect(page.getByText(/a year/).first()).toBeVisible();
  await expect(page.getByText('Guaranteed', { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'switched');
});
