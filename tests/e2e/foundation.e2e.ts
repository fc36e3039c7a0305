/**
 * Issue 2 flows: for each demo user sign in, choose a place, see exactly the menu the role allows,
 * be refused a route, switch language (and keep it over a reload), log out. Plus the guards, the
 * wrong-password toast, every route of the table resolving, and screenshots in both languages.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, homeFor, menuFor } from '../../src/domain/routes';
import type { Role } from '../../src/domain/roles';
import { DEMO_USERS } from '../../server/seed/demo';
import {
  SCREENSHOT_DIR,
  choosePlace,
  ensureScreenshotDir,
  eventually,
  expectPath,
  menuItemKeys,
  pathOf,
  signIn,
  submitSignIn,
  switchLanguageInAppBar,
  switchLanguageOnSignIn,
  textOf,
  useBrowser,
  visible,
} from './helpers';

const fx = useBrowser();

/** What an admin with a sale place sees at `path` of route `key`: the screen's testid and the final path. */
function expectedScreen(key: string, path: string): { testId: string; endsOn: string } {
  if (key === 'sign_in') return { testId: 'workplace-places', endsOn: '/workplace' }; // signed in: sent on
  if (key === 'workplace') return { testId: 'workplace-places', endsOn: path };
  if (key === 'not_found') return { testId: 'not-found', endsOn: path };
  return { testId: `screen-${key}`, endsOn: path };
}

const refusedFor: Record<Role, string> = {
  admin: '/no-such-page',
  manager: '/management/employees',
  seller: '/dashboard',
  customer_access_seller: '/bookings',
};

describe('foundation: sign-in, workplace, menu, guards, language, logout', () => {
  for (const user of DEMO_USERS) {
    const role = user.roles[0];
    it(`${user.username} (${role}) goes through the whole session`, async () => {
      const page = fx.page();
      await page.goto('/sale');
      await expectPath(page, '/sign-in');

      // the form: disabled until valid, errors on touched fields, in Russian by default
      expect(await page.getByTestId('sign-in-submit').isDisabled()).toBe(true);
      await page.getByTestId('username').focus();
      await page.getByTestId('password').focus();
      const usernameField = page.getByTestId('username').locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]');
      await eventually(() => textOf(usernameField.locator('.MuiFormHelperText-root'))).toBe('обязательное поле');
      expect(await page.getByTestId('sign-in-submit').isDisabled()).toBe(true);
      await submitSignIn(page, user.username);
      await expectPath(page, '/workplace');

      // only the employee's allowed places; one ticked at a time
      const boxes = page.locator('[data-testid="workplace-places"] input[type="checkbox"]');
      await eventually(() => boxes.count()).toBe(user.places.length);
      const labels = await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect([...labels].sort()).toEqual([...user.places].sort());
      await page.getByRole('checkbox', { name: user.places[0], exact: true }).check();
      await page.getByRole('checkbox', { name: user.places[1], exact: true }).check();
      expect(await page.getByRole('checkbox', { name: user.places[0], exact: true }).isChecked()).toBe(false);
      await page.getByTestId('workplace-continue').click();
      await expectPath(page, homeFor(role));
      await eventually(() => textOf(page.getByTestId('current-place'))).toBe(`точка: ${user.places[1]}`);

      // exactly the menu the role allows
      expect(await menuItemKeys(page)).toEqual(menuFor(role).map((r) => r.key).sort());
      if (role === 'seller') {
        const orders = page.getByTestId('menu-wholesale_orders');
        expect(await orders.getAttribute('data-disabled')).toBe('true');
        expect(await textOf(orders)).toContain('Доступно только одобренным клиентам');
      }

      // a refused route typed into the address bar
      await page.goto(refusedFor[role]);
      await expectPath(page, '/not-found');
      await visible(page.getByText('Страница, которую вы ищете, не найдена'));

      // language: switch, then reload keeps it and the place
      await switchLanguageInAppBar(page, 'English');
      await eventually(() => textOf(page.getByTestId('current-place'))).toBe(`place: ${user.places[1]}`);
      await page.reload();
      await eventually(() => textOf(page.getByTestId('current-place'))).toBe(`place: ${user.places[1]}`);
      await visible(page.getByText("The page you are looking for isn't here"));
      await eventually(() => textOf(page.getByTestId('menu-products'))).toBe('Products');
      if (menuFor(role).some((r) => r.key === 'dashboard')) {
        expect(await textOf(page.getByTestId('menu-dashboard'))).toBe('Dashboard');
      }

      // logout: token and place cleared, the language kept (it belongs to the browser)
      await page.getByTestId('logout').click();
      await expectPath(page, '/sign-in');
      await visible(page.getByText('Enter your username and password'));
      await switchLanguageOnSignIn(page, 'Русский');
      const cookies = await fx.context().cookies();
      expect(cookies.find((c) => c.name === 'token')?.value ?? '').toBe('');
      await page.goto('/dashboard');
      await expectPath(page, '/sign-in');
      await submitSignIn(page, user.username);
      await expectPath(page, '/workplace');
      await eventually(() => page.locator('[data-testid="workplace-places"] input[type="checkbox"]').count()).toBe(user.places.length);
      expect(await page.locator('[data-testid="workplace-places"] input[type="checkbox"]:checked').count()).toBe(0);
      expect(await page.getByTestId('workplace-continue').isDisabled()).toBe(true);
      await page.goto('/products');
      await expectPath(page, '/workplace');
    });
  }

  it('shows the wrong-password toast at the bottom centre', async () => {
    const page = fx.page();
    await page.goto('/sign-in');
    await submitSignIn(page, 'seller', 'wrong-password');
    const toast = page.locator('.MuiSnackbar-root').filter({ hasText: 'Неверное имя пользователя или пароль' });
    await visible(toast);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(40);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    expect(pathOf(page)).toBe('/sign-in');
  });

  it('treats a stored place the employee may not use as no place', async () => {
    const page = fx.page();
    await signIn(page, 'seller');
    await page.evaluate(() => localStorage.setItem('pos.salePlace', JSON.stringify({ id: 4, name: 'Wholesale hall' })));
    await page.goto('/products');
    await expectPath(page, '/workplace');
    await eventually(() => textOf(page.getByTestId('current-place'))).toBe('точка не выбрана');
    expect(await page.getByTestId('workplace-continue').isDisabled()).toBe(true);
  });

  it('refuses wholesale orders to a seller typing the address', async () => {
    const page = fx.page();
    await signIn(page, 'seller');
    await choosePlace(page, 'Chorsu shop');
    await page.waitForURL((url) => url.pathname !== '/workplace');
    await page.goto('/for-wholesalers/orders');
    await expectPath(page, '/not-found');
  });

  it('sends to /workplace without a place, and a signed-in user away from /sign-in', async () => {
    const page = fx.page();
    await signIn(page, 'manager');
    await page.goto('/products');
    await expectPath(page, '/workplace');
    await page.goto('/sign-in');
    await expectPath(page, '/workplace');
  });

  it('resolves every route of the table (deep links, reloads)', async () => {
    const page = fx.page();
    await signIn(page, 'admin');
    await choosePlace(page, 'Chorsu shop');
    await page.waitForURL((url) => url.pathname !== '/workplace');
    for (const route of ROUTES) {
      const path = route.path.replace(/:[^/]+/g, '1');
      // a full page load: the server answers the SPA for the deep link, the app resolves it
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['content-type'] ?? '', path).toContain('text/html');
      const { testId, endsOn } = expectedScreen(route.key, path);
      await visible(page.locator(`[data-testid="${testId}"]`)).catch((err) => {
        throw new Error(`${path}: no [data-testid="${testId}"] (now on ${pathOf(page)})\n${err}`);
      });
      expect(pathOf(page), path).toBe(endsOn);
      expect((await page.locator('#root').innerText()).trim().length, `${path} shows a blank page`).toBeGreaterThan(0);
    }
  }, 180_000); // about 80 full page loads

  it('takes screenshots of sign-in and dashboard in both languages', async () => {
    ensureScreenshotDir();
    const page = fx.page();
    await page.goto('/sign-in');
    await visible(page.getByTestId('username'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sign-in-ru.png'), animations: 'disabled' });
    await switchLanguageOnSignIn(page, 'English');
    await visible(page.getByText('Enter your username and password'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sign-in-en.png'), animations: 'disabled' });
    await submitSignIn(page, 'admin');
    await expectPath(page, '/workplace');
    await choosePlace(page, 'Mall shop');
    await expectPath(page, '/dashboard');
    await visible(page.getByTestId('screen-dashboard'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-en.png'), animations: 'disabled' });
    await switchLanguageInAppBar(page, 'Русский');
    await eventually(() => textOf(page.getByTestId('current-place'))).toBe('точка: Mall shop');
    await visible(page.getByTestId('screen-dashboard'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-ru.png'), animations: 'disabled' });
  });
});
