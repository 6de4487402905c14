import { accessible, shoot, tagOf } from './steps';
import { expect, signIn, test } from './support';

// Issue 24: a platform admin puts a message in front of every practice for a while, then takes it down.

test('a platform admin publishes a banner that an office owner reads, then takes it down', async ({
  page,
  browser,
}, info) => {
  const words = `Card payments are slow today; we are on it. ${tagOf(info)}`;
  await signIn(page, 'platform@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/manage$/);
  await accessible(page);

  // A link that is neither a product page nor a secure site is refused, with the reason at the field.
  await page.getByLabel('Message').fill(words);
  await page.getByLabel('Call to action (optional)').fill('See status');
  await page.getByLabel('Its link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Publish banner' }).click();
  await expect(page.getByText(/Use a page of the product/)).toBeVisible();
  await page.getByLabel('Its link').fill('/dentist/faq');
  await page.getByRole('button', { name: 'Publish banner' }).click();
  const row = page.getByRole('row', { name: new RegExp(words.slice(0, 30)) });
  await expect(row).toContainText('Showing');
  await shoot(page, 'admin-manage', 'banners');

  const ownerContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.203.0.1' } });
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner@demo.test');
  // Downtown's own notices (its disputes) come first; the platform's banner is among the others.
  await owner.getByRole('button', { name: /more notices/ }).click();
  await expect(owner.getByText(words)).toBeVisible();
  await expect(owner.getByRole('link', { name: 'See status' })).toHaveAttribute('href', '/dentist/faq');

  await row.getByRole('button', { name: /Take down/ }).click();
  await expect(row).toContainText('Ended');
  await owner.reload();
  await owner.getByRole('button', { name: /more notices/ }).click();
  await expect(owner.getByText('Scheduled maintenance', { exact: false })).toBeVisible();
  await expect(owner.getByText(words)).toHaveCount(0);
  await ownerContext.close();

  await page.getByRole('link', { name: 'More tools' }).click();
  await expect(page).toHaveURL(/\/admin\/more$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Members', exact: true })).toBeVisible();
  await expect(page.getByText('Find a patient in any office; their payments and memberships.')).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-manage', 'more');
});
