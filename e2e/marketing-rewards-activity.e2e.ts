import { accessible, shoot, toast } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Rewards and activity (issue 26): the Downtown owner sees how far the practice is from its next launch reward and
 * where it stands in the season of giving, opens the leaderboard with its own practice highlighted and chooses to show
 * its name, then reads the practice's activity filtered to payments and opens the member a payment names. A platform
 * admin marks Sunrise's earned reward paid. The vision brand shows the season as a leaderboard, in its own words.
 */

const SHOTS = 'rewards-activity';

test('the owner follows rewards, opts in on the leaderboard and reads the payments in the activity feed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner@demo.test');

  await page.goto('/account/dashboard');
  const launch = page.getByRole('region', { name: 'Launch rewards' });
  await expect(launch).toBeVisible();
  // Other journeys enrol at Downtown on the same server (CI found it at 45 members): whichever milestone is next.
  await expect(launch.getByTestId('rewards-next')).toHaveText(
    /members? to go to your \$(25|50|100) reward at (30|60|90)/,
  );
  await expect(launch.getByRole('progressbar')).toBeVisible();
  const season = page.getByRole('region', { name: 'Season of giving' });
  await expect(
    season.getByText(/New members from 11\/01\/\d{4} to 12\/31\/\d{4} earn your practice up to \$550/),
  ).toBeVisible();
  await expect(season.getByText('20-29 new members: $100')).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'dashboard');

  await season.getByRole('link', { name: 'See the leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const board = page.getByTestId('leaderboard');
  // Sunrise opted in: its name shows; the practice's own line is highlighted with its own name.
  await expect(board.getByRole('row').filter({ hasText: /Sunrise Family Dental/ })).toBeVisible();
  const own = board.locator('tr[data-own]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Bright Smiles Dental Downtown');
  await expect(own).toContainText('You');
  await accessible(page);
  await shoot(page, SHOTS, 'leaderboard');

  const optIn = page.getByRole('switch', { name: 'Show our name on the leaderboard' });
  // A retry of this journey finds the name shown by its first try: it is hidden again first.
  if (await optIn.isChecked()) {
    await optIn.click();
    await expect(optIn).not.toBeChecked();
  }
  await optIn.click();
  await expect(toast(page, 'Your practice’s name is now shown on the leaderboard.')).toBeVisible();
  await expect(optIn).toBeChecked();
  await expect(page.getByText('Other practices see your name on the leaderboard.')).toBeVisible();
  await page.getByText('Season of giving', { exact: true }).last().click();
  await expect(page).toHaveURL(/window=season/);
  await expect(page.getByRole('heading', { level: 2, name: 'Season of giving' }).last()).toBeVisible();
  await expect(board.locator('tr[data-own]')).toHaveCount(1);
  await accessible(page);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/dentist-new\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What happened' })).toBeVisible();
  const feed = page.getByTestId('activity-feed');
  await expect(feed.locator('tr[data-kind]').first()).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'activity');

  await page.getByRole('group', { name: 'Show' }).getByText('Payment', { exact: true }).click();
  await expect(page).toHaveURL(/kinds=payment/);
  await expect(feed.locator('tr[data-kind]:not([data-kind="payment"])')).toHaveCount(0);
  const first = feed.locator('tr[data-kind="payment"]').first();
  await expect(first).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'activity-payments');
  const member = first.getByRole('link', { name: /^Open / });
  const name = (await member.textContent())?.trim() ?? '';
  await member.click();
  await expect(page).toHaveURL(/\/account\/members\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await accessible(page);
});

test('a platform admin marks an earned launch reward paid', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.goto('/admin/manage');
  const card = page.getByRole('region', { name: 'Launch rewards' });
  const row = card.getByRole('row').filter({ hasText: 'Sunrise Family Dental' }).filter({ hasText: '60 members' });
  await expect(row).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'admin');
  await row.getByRole('button', { name: /Mark Sunrise Family Dental's \$50 reward paid/ }).click();
  await expect(toast(page, /reward is marked paid/)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the vision brand shows the season of giving as a leaderboard, in its words', async ({ page }) => {
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/dashboard`);
  const season = page.getByRole('region', { name: 'Season of giving' });
  await expect(season.getByText('Leading this season')).toBeVisible();
  await expect(season.getByText(/up to \$325/)).toBeVisible();
  await expect(season.getByText(/optometrist with the most new members/)).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'vision-dashboard');
});
