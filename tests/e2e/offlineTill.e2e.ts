/**
 * The till sells through an outage, in a real browser from a fresh context: a seller opens /sale online,
 * the server becomes unreachable (page.route aborts every API call: the shared e2e server cannot be
 * stopped under the other specs), ten sales of two units each are made by wedge scan, F2, cash and Enter
 * (each check printed with the offline mark); the tab is closed and opened again online; the outbox is
 * replayed: exactly ten sales on the server, once each. Needs the offline sale on the server and the
 * local catalogue (their branches) to pass.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, ensureStock, eventually, signInInEnglish, useBrowser, visible, wedgeScan } from './helpers';

const fx = useBrowser();
const CODE = '4600000000012';

async function salesOnServer(token: string, keys: string[]): Promise<number> {
  const res = await fetch(`${BASE_URL}/api/realization/sells/?limit=200`, { headers: { Authorization: `Token ${token}` } });
  const body = (await res.json()) as { results: { offline?: { local_number: string } | null }[] };
  return body.results.filter((s) => s.offline && keys.includes(s.offline.local_number)).length;
}

describe('the till offline', () => {
  it('sells 10 sales while the server is unreachable and sends each once when it answers again', async () => {
    const page = fx.page();
    await ensureStock(CODE, 'Chorsu shop', 20);
    await signInInEnglish(page, 'seller', 'Chorsu shop');
    await page.goto('/sale');
    await visible(page.getByTestId('screen-sale'));
    await page.route('**/api/**', (route) => route.abort());
    const numbers: string[] = [];
    for (let i = 0; i < 10; i++) {
      await wedgeScan(page, CODE);
      await wedgeScan(page, CODE);
      await eventually(() => page.getByTestId('sale-qty-0').inputValue()).toBe('2');
      await page.keyboard.press('F2');
      const cash = page.getByTestId('checkout-cash');
      await cash.fill('100000');
      await cash.press('Enter');
      await visible(page.getByTestId('check-offline-mark'));
      numbers.push((await page.getByTestId('check-offline-mark').textContent())!.split(' ').pop()!);
      await visible(page.getByTestId('sale-empty'));
    }
    await eventually(() => page.getByTestId('offline-banner').textContent()).toContain('10');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.close();
    const again = await fx.context().newPage();
    await again.goto('/sale');
    await visible(again.getByTestId('screen-sale'));
    await eventually(() => again.getByTestId('outbox-waiting').count()).toBe(0);
    expect(await salesOnServer(token!, numbers)).toBe(10);
  });
});
