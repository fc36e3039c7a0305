/**
 * A place's currencies on its page: add one, make one the base, remove one (never the base one or the
 * last one), and the minimum amount saved 1 s after typing stops (SPEC.md 5 'Place', 9 debounces).
 * The place type's names and helper text in the place form (Russian).
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { aPage, aPlaceCurrency, aPlaceType } from './builders';
import { renderWithAdmin } from './render';
import { API, signedIn } from './moneyFixtures';
import { PlaceCurrenciesEditor } from '../../src/resources/places/PlaceCurrenciesEditor';
import { usePlaceCurrencies } from '../../src/resources/places/usePlaceCurrencies';
import { PlaceCreateDialog } from '../../src/resources/places/PlaceCreateDialog';
import { MIN_AMOUNT_SAVE_MS, minimumToSave, removeRefusal } from '../../src/resources/places/placeModel';
import type { PlaceCurrency } from '../../src/domain/company/types';

const NAMES: Record<number, string> = { 1: 'USD', 2: 'UZS', 3: 'RUB' };

/** The place 50 with USD (base) and UZS, kept by a small in-memory server; returns what it was sent. */
function currencyServer() {
  let rows: PlaceCurrency[] = [
    aPlaceCurrency({ id: 1, place: 50, currency: { id: 1, name: 'USD' }, is_base_currency: true, amount_to_remain: '0.00' }),
    aPlaceCurrency({ id: 2, place: 50, currency: { id: 2, name: 'UZS' }, is_base_currency: false, amount_to_remain: '100000.00' }),
  ];
  let nextId = 3;
  const sent: string[] = [];
  server.use(
    http.get(`${API}/company/v1/places/50/currencies/`, () => HttpResponse.json(rows)),
    http.get(`${API}/company/v1/place_type_rates/`, () => HttpResponse.json(aPage([]))),
    http.post(`${API}/company/v1/place_currencies/`, async ({ request }) => {
      const body = (await request.json()) as { currency: number; is_base_currency: boolean; amount_to_remain: string };
      sent.push(`POST ${JSON.stringify(body)}`);
      const row = aPlaceCurrency({ id: nextId++, place: 50, currency: { id: body.currency, name: NAMES[body.currency]! }, is_base_currency: body.is_base_currency, amount_to_remain: body.amount_to_remain });
      rows = [...rows.map((r) => (body.is_base_currency ? { ...r, is_base_currency: false } : r)), row];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.patch(`${API}/company/v1/place_currencies/:id/`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<PlaceCurrency>;
      sent.push(`PATCH ${params.id} ${JSON.stringify(body)}`);
      const id = Number(params.id);
      rows = rows.map((r) => (r.id === id ? { ...r, ...body } : body.is_base_currency ? { ...r, is_base_currency: false } : r));
      return HttpResponse.json(rows.find((r) => r.id === id));
    }),
    http.delete(`${API}/company/v1/place_currencies/:id/`, ({ params }) => {
      sent.push(`DELETE ${params.id}`);
      rows = rows.filter((r) => r.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

function Editor() {
  const { data, refetch } = usePlaceCurrencies(50);
  return data ? <PlaceCurrenciesEditor placeId={50} rows={data} reload={refetch} rateCell={(r) => r.rate} /> : null;
}

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('place currencies on the place page', () => {
  it('rules: an empty minimum is 0.00, a refused one is not sent; the base and the last currency cannot be removed', () => {
    expect(minimumToSave('')).toBe('0.00');
    expect(minimumToSave('1 250,5')).toBe('1250.5');
    expect(minimumToSave('abc')).toBeNull();
    expect(removeRefusal({ id: 1, is_base_currency: true }, [1, 2])).toBe('cannot_delete_base_currency');
    expect(removeRefusal({ id: 2, is_base_currency: false }, [2])).toBe('cannot_delete_last_currency');
    expect(removeRefusal({ id: 2, is_base_currency: false }, [1, 2])).toBeNull();
  });

  it('adds a currency, makes another the base, removes one; the base one cannot be removed', async () => {
    signedIn('admin');
    const sent = currencyServer();
    renderWithAdmin(<Editor />, { locale: 'en' });
    const user = userEvent.setup();
    await screen.findByTestId('place-currency-row-UZS');
    expect(button('place-currency-delete-USD').disabled).toBe(true);
    expect(button('place-currency-add').disabled).toBe(true);
    expect(screen.getByTestId('place-minimum-help').textContent).toMatch(/to keep at the place/);

    // already added currencies are not offered
    await user.click(within(screen.getByTestId('place-currency-select').parentElement!).getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    expect(within(list).queryByRole('option', { name: 'USD' })).toBeNull();
    await user.click(within(list).getByRole('option', { name: 'RUB' }));
    await user.type(screen.getByTestId('place-currency-minimum'), '5,5');
    await user.click(button('place-currency-add'));
    expect(await screen.findByTestId('place-currency-row-RUB')).toBeTruthy();
    expect(await screen.findByText('RUB added to the place')).toBeTruthy();

    await user.click(screen.getByTestId('place-currency-base-UZS'));
    await waitFor(() => expect(button('place-currency-delete-USD').disabled).toBe(false));
    expect(button('place-currency-delete-UZS').disabled).toBe(true);

    await user.click(button('place-currency-delete-RUB'));
    await waitFor(() => expect(screen.queryByTestId('place-currency-row-RUB')).toBeNull());
    expect(sent).toEqual([
      'POST {"place":50,"currency":3,"is_base_currency":false,"amount_to_remain":"5.5"}',
      'PATCH 2 {"is_base_currency":true}',
      'DELETE 3',
    ]);
  });

  it('saves the minimum amount 1 s after typing stops, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedIn('admin');
      const sent = currencyServer();
      renderWithAdmin(<Editor />, { locale: 'en' });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const field = (await screen.findByTestId('place-currency-minimum-UZS')) as HTMLInputElement;
      expect(field.value).toBe('100000.00');
      await user.clear(field);
      await user.type(field, '150');
      await vi.advanceTimersByTimeAsync(500);
      await user.type(field, '000');
      await vi.advanceTimersByTimeAsync(MIN_AMOUNT_SAVE_MS - 100);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(sent).toEqual(['PATCH 2 {"amount_to_remain":"150000"}']));
      expect(await screen.findByText('Saved')).toBeTruthy();
      // a refused amount is shown on the field and not sent
      await user.type(field, 'x');
      await vi.advanceTimersByTimeAsync(MIN_AMOUNT_SAVE_MS + 100);
      expect(sent).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the place form in Russian', () => {
  it('names the product’s own place types in Russian and says the type decides the prices', async () => {
    signedIn('admin');
    server.use(http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(aPage([aPlaceType(), aPlaceType({ id: 2, name: 'Warehouse' }), aPlaceType({ id: 3, name: 'Бутик' })]))));
    renderWithAdmin(<PlaceCreateDialog open onClose={() => undefined} />, { locale: 'ru' });
    const user = userEvent.setup();
    await screen.findByTestId('place-name');
    expect(screen.getByText('Тип определяет цены на кассе: у товара своя цена для каждого типа точки.')).toBeTruthy();
    await user.click(within(screen.getByTestId('place-type').parentElement!).getByRole('combobox'));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Магазин', 'Склад', 'Бутик']);
  });
});
