import { expect, signIn, test } from './support';

// The built web app must work under the server's Content-Security-Policy: no violation on any page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
});

const violations = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the app runs under a strict Content-Security-Policy without a single violation', async ({ page }) => {
  const consoleViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text());
  });
  const response = await page.goto('/accounts/login');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(await violations(page)).toEqual([]);

  await signIn(page, 'owner@demo.test');
  await page
    .getByRole('button', { name: /support/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Need Assistance\?/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const path of ['/terms', '/privacy', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  expect(consoleViolations).toEqual([]);
});
