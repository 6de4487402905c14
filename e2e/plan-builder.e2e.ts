import type { Page } from '@playwright/test';
import { confirmEmail, devMailbox, shoot, signUp, tagOf } from './steps';
import { expect, expectAccessible, test, visionURL } from './support';

// Journeys of issue 27: the public calculators and the plan builder. An owner builds a plan before signing up and
// finds it on the plans page once the office is set up; patients and practices work out their figures live.

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"] input`);
const result = (page: Page, name: string) => page.locator(`[data-result="${name}"] dd`);

test('an owner builds a plan, signs up with it and finds it on the plans page after setting up the office', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = tagOf(info);
  const planName = `Harbor Wellness ${tag}`;
  await page.goto('/plan-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your membership plan' })).toBeVisible();
  await expect(page.getByLabel('Plan template')).toHaveValue('general_adult');
  await expectAccessible(page);

  // Their own fees: 2 cleanings at $115, 2 exams at $55 and x-rays at $70 are worth $410 a year.
  await field(page, 'fee-D1110').fill('115');
  await field(page, 'fee-D0120').fill('55');
  await field(page, 'fee-D0274').fill('70');
  await expect(result(page, 'value')).toHaveText('$410.00');
  // 80% of $410 is $328 a year; $328 / 11 months is $29.82.
  await expect(result(page, 'suggested')).toHaveText('$29.82a month, or $328.00 a year');

  // Below the minimum the plan cannot be started; the owner settles on $34 a month and $349 a year.
  await field(page, 'monthly').fill('12');
  await expect(page.getByRole('alert')).toHaveText('The monthly price must be at least $19.99');
  await expect(page.getByRole('button', { name: 'Start with this plan' })).toBeDisabled();
  await field(page, 'monthly').fill('34');
  await field(page, 'annual').fill('349');
  await field(page, 'plan-name').fill(planName);
  await expect(page.locator('[data-price]')).toHaveText('$34.00/month · $349.00/year');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'plan-builder');
  await page.getByRole('button', { name: 'Start with this plan' }).click();
  await expect(page).toHaveURL(/\/accounts\/dentist-signup$/);
  const notice = page.locator('[data-plan-draft]');
  await expect(notice).toContainText(`Your plan from the plan builder: ${planName}, $34/month will be added`);
  await shoot(page, 'public-tools', 'signup-with-plan');

  const email = await signUp(page, '', tag, 'dental');
  await confirmEmail(page, devMailbox(request), email, 'one');
  await expect(page).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);
  await page.getByLabel('Enrollment page address').fill(`harbor-plan-${tag}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible({ timeout: 30_000 });

  await page.goto('/account/settings/membership-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  const row = page.locator('tr[data-plan-id]', { has: page.getByText(planName, { exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row).toContainText('$34');
  await expectAccessible(page);
  // The plan was sent with the sign-up: the browser no longer keeps it.
  expect(await page.evaluate(() => localStorage.getItem('planBuilderDraft'))).toBeNull();
});

test('a plan kept from the plan builder can be removed from the sign-up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/plan-builder');
  await page.getByLabel('Plan template').selectOption({ label: 'Child Wellness' });
  await expect(field(page, 'plan-name')).toHaveValue('Child Wellness');
  await page.getByRole('button', { name: 'Start with this plan' }).click();
  const notice = page.locator('[data-plan-draft]');
  await expect(notice).toContainText('Your plan from the plan builder: Child Wellness');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Remove' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('planBuilderDraft'))).toBeNull();
});

test('a practice compares a PPO with its own plan, live as it types', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/ppo-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'A PPO or your own membership plan?' })).toBeVisible();
  // $440 of care and $360 of treatment: the PPO at 65% pays $520; the plan ($32 a month from these fees, $360 less
  // 15%, less 12 × $1 platform fee) brings in $384 + $306 − $12 = $678.
  await expect(result(page, 'ppo')).toHaveText('$520.00');
  await expect(result(page, 'plan')).toHaveText('$678.00');
  await expect(page.locator('[data-difference]')).toHaveText('Your plan brings in $158.00 more per patient per year');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'ppo-calculator');
  await field(page, 'ppo-percent').fill('80');
  await expect(result(page, 'ppo')).toHaveText('$640.00');
  await expect(page.locator('[data-difference]')).toHaveText('Your plan brings in $38.00 more per patient per year');
  await page.getByRole('link', { name: 'Sign up your practice' }).click();
  await expect(page).toHaveURL(/\/accounts\/dentist-signup$/);
});

test('a patient works out a year out of network, in English and Spanish, in both layouts', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/out-of-network?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: /Is your dentist out of network\?/ })).toBeVisible();
  // $440 of visits and a $180 filling: $620 paying as you go; $348 of plan and $153 of filling with it.
  await expect(result(page, 'without')).toHaveText('$620.00');
  await expect(result(page, 'with')).toHaveText('$501.00');
  await expect(page.locator('[data-saving]')).toHaveText('You save $119.00 a year with the plan');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'out-of-network');

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /¿Su dentista no está en su red\?/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // A third cleaning is beyond the plan: $120 less 15%.
  await field(page, 'count-D1110').fill('3');
  await expect(page.locator('[data-saving]')).toHaveText('Ahorra $137.00 al año con el plan');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'out-of-network-es');
  await page.getByRole('link', { name: /Busque un dentista/ }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.goto('/out-of-network-old');
  await expect(page.locator('main.tools-compact')).toBeVisible();
  await expect(page.locator('[data-saving]')).toHaveText('Ahorra $119.00 al año con el plan');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('[data-saving]')).toHaveText('You save $119.00 a year with the plan');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'out-of-network-old');
});

test('a patient learns how plans work, with a worked example and the way to the FAQ', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/learn-more?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'How membership plans work' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to cancel' })).toBeVisible();
  // $440 of cleanings, exams and x-rays against 12 × $29 = $348.
  await expect(page.locator('[data-example]')).toContainText('costs $440. On a $29 a month plan you save $92');
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'learn-more');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo funcionan los planes de membresía' })).toBeVisible();
  await expect(page.locator('[data-example]')).toContainText('ahorra $92');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the vision brand speaks of eye exams and contact lens fittings', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${visionURL}/out-of-network?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: /Is your optometrist out of network\?/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Contact lens fittings' })).toBeVisible();
  // $150 + $45 + $95 of visits and $250 of glasses: $540; with a $19 plan, $228 + $212.50.
  await expect(page.locator('[data-saving]')).toHaveText('You save $99.50 a year with the plan');
  await expect(page.getByRole('link', { name: 'Find an optometrist with a membership plan' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'public-tools', 'out-of-network-vision');
  await page.goto(`${visionURL}/plan-builder`);
  await expect(page.getByLabel('Plan template')).toHaveValue('general_exam_eyewear');
  await expect(result(page, 'value')).toHaveText('$234.00');
  await expectAccessible(page);
});
