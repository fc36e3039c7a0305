/**
 * Issue 9: the first visit in a fresh browser. Opening '/' used to navigate to /sign-in about 300 times
 * in 12 s before the sign-in form appeared. Three fresh contexts (no cookie, no storage) must each find
 * the sign-in form within seconds, after no more than a few client-side navigations, and the
 * screen passes axe-core (WCAG 2.1 AA) in both languages.
 */
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, choosePlace, ensureScreenshotDir, expectNoAxeViolations, expectPath, signIn, switchLanguageInAppBar, switchLanguageOnSignIn, useBrowser, visible } from './helpers';

ensureScreenshotDir();

const fx = useBrowser();

describe('first visit in a fresh browser', () => {
  for (const path of ['/', '/products']) {
    it(`${path} shows the sign-in form at once in three fresh contexts`, async () => {
      for (let round = 0; round < 3; round++) {
        const context = await fx.newContext();
        await context.addInitScript(() => {
          const w = window as unknown as { __navigations: number };
          w.__navigations = 0;
          for (const name of ['pushState', 'replaceState'] as const) {
            const original = history[name].bind(history);
            history[name] = (...args: Parameters<History['pushState']>) => {
              w.__navigations++;
              return original(...args);
            };
          }
        });
        const page = await context.newPage();
        let frameNavigations = 0;
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) frameNavigations++;
        });
        const started = Date.now();
        await page.goto(path);
        await visible(page.getByTestId('username'));
        const elapsed = Date.now() - started;
        const historyCalls = await page.evaluate(() => (window as unknown as { __navigations: number }).__navigations);
        await expectPath(page, '/sign-in');
        // the loop this guards against took 12 s and ~300 navigations (counted exactly below); a fresh
        // context's first load is 2.3-2.8 s on a 2-core CI machine, so the time bound only says 'no loop'
        expect(elapsed, `round ${round}: sign-in form after ${elapsed} ms`).toBeLessThan(5000);
        expect(historyCalls, `round ${round}: client-side navigations`).toBeLessThanOrEqual(4);
        expect(frameNavigations).toBeLessThanOrEqual(6);
        await context.close();
      }
    });
  }

  it('the sign-in screen passes axe-core in Russian and in English', async () => {
    const page = fx.page();
    await page.goto('/sign-in');
    await visible(page.getByTestId('username'));
    await expectNoAxeViolations(page, '/sign-in (ru)');
    await switchLanguageOnSignIn(page, 'English');
    await expectNoAxeViolations(page, '/sign-in (en)');
  });
});

describe('the shared layout passes axe-core', () => {
  it('workplace, dashboard, products, places and settings for an admin, in both languages', async () => {
    const page = fx.page();
    await page.goto('/sign-in');
    await visible(page.getByTestId('username'));
    await signIn(page, 'admin');
    await visible(page.getByTestId('workplace-places'));
    await expectNoAxeViolations(page, '/workplace (ru)');
    await choosePlace(page, 'Chorsu shop');
    await page.waitForURL((url) => url.pathname !== '/workplace');
    for (const language of ['ru', 'en'] as const) {
      if (language === 'en') await switchLanguageInAppBar(page, 'English');
      for (const path of ['/dashboard', '/products', '/management/places', '/settings']) {
        await page.goto(path);
        await visible(page.getByTestId('sidebar-profile'));
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${path} (${language})`);
      }
    }
  });
});

describe('on a 390 px phone', () => {
  it('one highlighted menu item, a named logout button, a working language switch, no sideways scrolling', async () => {
    const context = await fx.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sign-in');
    await visible(page.getByTestId('username'));
    await signIn(page, 'admin');
    await visible(page.getByTestId('workplace-places'));
    await choosePlace(page, 'Chorsu shop');
    await page.waitForURL((url) => url.pathname !== '/workplace');
    for (const path of ['/products/types', '/products', '/settings', '/management/places']) {
      await page.goto(path);
      await visible(page.getByTestId('current-place'));
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${path}: page width`).toBeLessThanOrEqual(390);
      // the logout button has a name even when only its icon shows
      await visible(page.getByRole('button', { name: 'Выйти' }));
      // the temporary sidebar: exactly one item is lit, the current route's
      await page.getByRole('button', { name: /меню|menu/i }).first().click();
      await visible(page.getByTestId('sidebar-profile'));
      const lit = await page.locator('nav a[aria-current="page"]').count();
      expect(lit, `${path}: highlighted menu items`).toBe(1);
      await page.keyboard.press('Escape');
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-places-ru.png` });
    await switchLanguageInAppBar(page, 'English');
    await visible(page.getByRole('button', { name: 'Logout' }));
    expect(await page.getByTestId('language-switch').textContent()).toContain('EN');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-places-en.png` });
    await expectNoAxeViolations(page, '/management/places (phone, en)');
  });
});
