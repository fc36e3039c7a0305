/** Every route of the table has its screen, or is marked not built and shows the 'not built yet' page. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROUTES } from '../../src/domain/routes';
import { Placeholder as PlaceholderScreen, RESOURCE_ROUTE_KEYS, SCREENS } from '../../src/pages';
import { Placeholder } from '../../src/pages/Placeholder';
import { renderWithAdmin } from './render';

describe('screens of the route table', () => {
  it('every route has a screen (the compiler checks the map); the ones showing the placeholder are exactly those marked not built', () => {
    const screens = SCREENS as Partial<Record<string, unknown>>;
    const resources = RESOURCE_ROUTE_KEYS as Set<string>;
    const withoutScreen = ROUTES.filter((r) => !screens[r.key] && !resources.has(r.key) && r.key !== 'sign_in');
    expect(withoutScreen).toEqual([]);
    const placeholders = ROUTES.filter((r) => screens[r.key] === PlaceholderScreen);
    expect(placeholders.map((r) => r.path)).toEqual(ROUTES.filter((r) => r.notBuilt).map((r) => r.path));
    // README's feature table says so too
    expect(placeholders.map((r) => r.path)).toEqual(['/for-wholesalers']);
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
