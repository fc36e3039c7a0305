/** Every route of the table has its screen, or is marked not built and shows the 'not built yet' page. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROUTES } from '../../src/domain/routes';
import { RESOURCE_ROUTE_KEYS, SCREENS } from '../../src/pages';
import { Placeholder } from '../../src/pages/Placeholder';
import { renderWithAdmin } from './render';

describe('screens of the route table', () => {
  it('a route without a screen is one marked not built (the sign-in page is mounted by itself)', () => {
    const withoutScreen = ROUTES.filter((r) => !SCREENS[r.key] && !RESOURCE_ROUTE_KEYS.has(r.key) && r.key !== 'sign_in');
    expect(withoutScreen.map((r) => r.path)).toEqual(ROUTES.filter((r) => r.notBuilt).map((r) => r.path));
    expect(withoutScreen.map((r) => r.path)).toEqual(['/for-wholesalers']);
  });

  it.each([
    ['en', 'This screen is not built yet'],
    ['ru', 'Этот экран ещё не сделан'],
  ])('%s: the not-built page says so under the screen title', async (locale, text) => {
    renderWithAdmin(<Placeholder route={ROUTES.find((r) => r.key === 'for_wholesalers')!} />, { locale });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBeTruthy();
    expect(screen.getByText(new RegExp(text))).toBeTruthy();
  });
});
