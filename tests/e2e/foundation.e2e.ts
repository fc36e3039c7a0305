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
      await visible(page.getByText('обязательное поле').first());
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
      const firstMenu = menuFor(role)[0];
      await visible(page.getByTestId(`menu-${firstMenu.key}`));
      expect(await textOf(page.getByTestId(`menu-${firstMenu.key}`))).toContain(
        firstMenu.key === 'dashboard' ? 'Dashboard' : firstMenu.key === 'products' ? 'Products' : '',
      );

      // logout: token and place cleared
      await page.getByTestId('logout').click();
      await expectPath(page, '/sign-in');
      const cookies = await fx.context().cookies();
      expect(cookies.find((c) => c.name === 'token')?.value ?? '').toBe('');
      await page.goto('/dashboard');
      await expectPath(page, '/sign-in');
      await submitSignIn(page, user.username);
      await expectPath(page, '/workplace');
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
      if (route.key === 'sign_in') continue;
      const path = route.path.replace(/:[^/]+/g, '1');
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // the screen renders something of its own: a testid'd screen or a heading
      await eventually(async () => (await page.locator('main, #root').first().innerText()).trim().length > 0).toBe(true);
      const now = pathOf(page);
      if (route.key !== 'not_found') expect(now, `${path} must not end on /not-found`).not.toBe('/not-found');
    }
  });

  it('takes screenshots of sign-in and dashboard in both languages', async () => {
    ensureScreenshotDir();
    const page = fx.page();
    await page.goto('/sign-in');
    await visible(page.getByTestId('username'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sign-in-ru.png') });
    await switchLanguageOnSignIn(page, 'English');
    await visible(page.getByText('Enter your username and password'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sign-in-en.png') });
    await submitSignIn(page, 'admin');
    await expectPath(page, '/workplace');
    await choosePlace(page, 'Mall shop');
    await expectPath(page, '/dashboard');
    await visible(page.getByTestId('screen-dashboard'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-en.png') });
    await switchLanguageInAppBar(page, 'Русский');
    await eventually(() => textOf(page.getByTestId('current-place'))).toBe('точка: Mall shop');
    await visible(page.getByTestId('screen-dashboard'));
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'dashboard-ru.png') });
  });
});
