import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { aPage, aPlaceCurrency, aPlaceType } from './builders';
import { renderWithAdmin } from './render';
import { API, apiError, places, signedIn } from './moneyFixtures';
import { PlaceCreateDialog } from '../../src/resources/places/PlaceCreateDialog';
import { PlaceTypeList } from '../../src/resources/place_types/PlaceTypeList';
import { PlaceTypeWizard } from '../../src/resources/place_types/PlaceTypeWizard';
import { usePlaceCurrencies, PLACE_CURRENCY_REFRESH_MS } from '../../src/resources/places/usePlaceCurrencies';
import { addCurrencyRow, canAddCurrency, canFinish, currenciesToAdd, placeInfoCanSave, placeInfoErrors, removeCurrencyRow } from '../../src/resources/places/placeModel';
import { PlaceEditDialog } from '../../src/resources/places/PlaceEditDialog';

const combo = (testId: string) => within(screen.getByTestId(testId).parentElement!).getByRole('combobox');
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;
const types = aPage([aPlaceType(), aPlaceType({ id: 2, name: 'Warehouse' })]);
const pc = (id: number, currency: { id: number; name: string }, base = false, min = '0.00') =>
  aPlaceCurrency({ id, place: 50, currency, amount_to_remain: min, is_base_currency: base });

/** The place API as the modal uses it; returns what it was sent. */
function placeServer() {
  const sent: string[] = [];
  let nextId = 100;
  server.use(
    http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(types)),
    http.post(`${API}/company/v1/places/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(`POST place ${JSON.stringify(body)}`);
      if (body.name === 'Taken') return apiError('invalid', 'is invalid', 400, 'name');
      return HttpResponse.json({ id: 50, ...body, type: { id: body.type, name: 'Shop' }, is_active: true }, { status: 201 });
    }),
    http.delete(`${API}/company/v1/places/:id/`, ({ params }) => {
      sent.push(`DELETE place ${params.id}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/company/v1/place_currencies/`, async ({ request }) => {
      const body = (await request.json()) as { currency: number; is_base_currency: boolean; amount_to_remain: string };
      sent.push(`POST currency ${JSON.stringify(body)}`);
      const names: Record<number, string> = { 1: 'USD', 2: 'UZS', 3: 'RUB' };
      return HttpResponse.json(pc(nextId++, { id: body.currency, name: names[body.currency] }, body.is_base_currency, body.amount_to_remain), { status: 201 });
    }),
    http.patch(`${API}/company/v1/place_currencies/:id/`, async ({ params, request }) => {
      sent.push(`PATCH currency ${params.id} ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({});
    }),
  );
  return sent;
}

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(combo(testId));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('place modal rules (pure)', () => {
  const valid = { name: 'Kiosk', type: 1, address: '', image: null };
  it('name required (place_name_required), max 64; type required', () => {
    expect(placeInfoErrors(valid)).toEqual({});
    expect(placeInfoErrors({ ...valid, name: '  ' }).name).toBe('place_name_required');
    expect(placeInfoErrors({ ...valid, name: 'n'.repeat(65) }).name).toBe('max_length');
    expect(placeInfoErrors({ ...valid, type: null }).type).toBe('required');
  });
  it('next is disabled while invalid, untouched or loading', () => {
    expect(placeInfoCanSave(valid, null, false)).toBe(true);
    expect(placeInfoCanSave(valid, null, true)).toBe(false);
    expect(placeInfoCanSave({ ...valid, type: null }, null, false)).toBe(false);
    expect(placeInfoCanSave({ name: '', type: null, address: '', image: null }, null, false)).toBe(false);
  });
  it('currency add needs a chosen currency; already chosen ones are excluded; finish needs one with valid minimums', () => {
    const all = [{ id: 1, name: 'USD' }, { id: 2, name: 'UZS' }];
    expect(canAddCurrency(null, '', false)).toBe(false);
    expect(canAddCurrency(1, '', false)).toBe(true);
    expect(canAddCurrency(1, '12,5', false)).toBe(true);
    expect(canAddCurrency(1, '1.234', false)).toBe(false);
    expect(canAddCurrency(1, '-1', false)).toBe(false);
    expect(canAddCurrency(1, '', true)).toBe(false);
    const usd = { currency: { id: 1, name: 'USD' }, is_base_currency: true, amount_to_remain: '' };
    expect(currenciesToAdd(all, [usd])).toEqual([{ id: 2, name: 'UZS' }]);
    expect(canFinish([], false)).toBe(false);
    expect(canFinish([usd], false)).toBe(true);
    expect(canFinish([{ ...usd, amount_to_remain: 'x' }], false)).toBe(false);
  });
  it('the first currency, or one marked base, is the base; removing the base makes the first left base', () => {
    let rows = addCurrencyRow([], { id: 1, name: 'USD' }, '', false);
    rows = addCurrencyRow(rows, { id: 2, name: 'UZS' }, '100', false);
    expect(rows.map((r) => r.is_base_currency)).toEqual([true, false]);
    rows = addCurrencyRow(rows, { id: 3, name: 'RUB' }, '', true);
    expect(rows.map((r) => r.is_base_currency)).toEqual([false, false, true]);
    expect(removeCurrencyRow(rows, 3).map((r) => r.is_base_currency)).toEqual([true, false]);
  });
});

describe('add place modal (SPEC.md sections 2, 4, 5)', () => {
  it('step 1: messages, Next disabled until valid; nothing is sent before Finish', async () => {
    signedIn('admin');
    const sent = placeServer();
    const onClose = vi.fn();
    renderWithAdmin(<PlaceCreateDialog open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    const name = await screen.findByTestId('place-name');
    expect(button('place-next').disabled).toBe(true);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('of place is required')).toBeTruthy();
    await user.click(name);
    await user.paste('n'.repeat(65));
    await user.tab();
    expect(await screen.findByText('is too long (at most 64 characters)')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Kiosk');
    expect(button('place-next').disabled).toBe(true); // type missing
    await choose(user, 'place-type', 'Shop');
    await user.type(screen.getByTestId('place-address'), 'Yunusobod 4');
    expect(button('place-next').disabled).toBe(false);
    await user.click(button('place-next'));
    await screen.findByTestId('place-currency-add');
    expect(sent).toEqual([]);
  });

  it('step 2: add disabled until a currency is chosen, chosen ones excluded; Finish creates the place and its currencies in one call', async () => {
    signedIn('admin');
    const sent = placeServer();
    const onClose = vi.fn();
    renderWithAdmin(<PlaceCreateDialog open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('place-name'), 'Kiosk');
    await choose(user, 'place-type', 'Shop');
    await user.click(button('place-next'));
    await screen.findByTestId('place-currency-add');
    expect(button('place-currency-add').disabled).toBe(true);
    expect(button('place-finish').disabled).toBe(true);
    await choose(user, 'place-currency-select', 'USD');
    expect(button('place-currency-add').disabled).toBe(false);
    await user.click(button('place-currency-add'));
    await screen.findByTestId('place-currency-row-USD');
    expect(button('place-finish').disabled).toBe(false);
    // USD is no longer offered
    await user.click(combo('place-currency-select'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['UZS', 'RUB']);
    await user.keyboard('{Escape}');
    await choose(user, 'place-currency-select', 'UZS');
    await user.type(screen.getByTestId('place-currency-minimum'), '100 000');
    await user.click(button('place-currency-add'));
    await screen.findByTestId('place-currency-row-UZS');
    // the minimum amount is kept as typed; a bad one says why and blocks Finish
    await user.type(screen.getByTestId('place-currency-minimum-USD'), '-5');
    await user.tab();
    expect(await screen.findByText('The amount must not be negative.')).toBeTruthy();
    expect(button('place-finish').disabled).toBe(true);
    await user.clear(screen.getByTestId('place-currency-minimum-USD'));
    await user.type(screen.getByTestId('place-currency-minimum-USD'), '25,5');
    expect(sent).toEqual([]);
    await user.click(button('place-finish'));
    expect(await screen.findByText('place successfully created')).toBeTruthy();
    expect(onClose).toHaveBeenCalledWith(true);
    // one call; the first currency is the base one
    expect(sent).toEqual([
      'POST place {"name":"Kiosk","type":1,"address":"","image":null,"currencies":[{"currency":1,"is_base_currency":true,"amount_to_remain":"25.5"},{"currency":2,"is_base_currency":false,"amount_to_remain":"100000"}]}',
    ]);
  });

  it('cancelling half-way sends nothing (nothing was created)', async () => {
    signedIn('admin');
    const sent = placeServer();
    const onClose = vi.fn();
    renderWithAdmin(<PlaceCreateDialog open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('place-name'), 'Kiosk');
    await choose(user, 'place-type', 'Shop');
    await user.click(button('place-next'));
    await choose(user, 'place-currency-select', 'USD');
    await user.click(button('place-currency-add'));
    await user.click(button('place-cancel'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(sent).toEqual([]);
  });

  it('a field error of the server takes the user back to step 1 and shows on the field', async () => {
    signedIn('admin');
    const sent = placeServer();
    const onClose = vi.fn();
    renderWithAdmin(<PlaceCreateDialog open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('place-name'), 'Taken');
    await choose(user, 'place-type', 'Shop');
    await user.click(button('place-next'));
    await choose(user, 'place-currency-select', 'USD');
    await user.click(button('place-currency-add'));
    await user.click(button('place-finish'));
    await waitFor(() => expect(screen.getAllByText('is invalid').length).toBeGreaterThan(0));
    expect(screen.getByTestId('place-name')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toHaveLength(1);
  });
});

describe('edit place', () => {
  it('sends a PATCH with the changed fields and toasts; a blank name is refused on the field', async () => {
    signedIn('admin');
    let body: unknown;
    server.use(
      http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(types)),
      http.patch(`${API}/company/v1/places/:id/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 50, name: 'Kiosk 2', address: 'Chilonzor', image: null, is_active: true, type: { id: 2, name: 'Warehouse' } });
      }),
    );
    const onClose = vi.fn();
    const place = { id: 50, name: 'Kiosk', address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } };
    renderWithAdmin(<PlaceEditDialog place={place} open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    const name = (await screen.findByTestId('place-edit-name')) as HTMLInputElement;
    expect(name.value).toBe('Kiosk');
    expect(button('place-edit-submit').disabled).toBe(true); // unchanged
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('of place is required')).toBeTruthy();
    expect(button('place-edit-submit').disabled).toBe(true);
    await user.type(name, 'Kiosk 2');
    await user.type(screen.getByTestId('place-edit-address'), 'Chilonzor');
    await waitFor(() => expect(button('place-edit-submit').disabled).toBe(false));
    await user.click(button('place-edit-submit'));
    expect(await screen.findByText('place successfully updated')).toBeTruthy();
    expect(body).toEqual({ name: 'Kiosk 2', type: 1, address: 'Chilonzor', image: null });
    expect(onClose).toHaveBeenCalledWith(true);
  });
});

describe('place types', () => {
  it('each row links to the places of its type (SPEC.md route table note)', async () => {
    signedIn('admin');
    server.use(
      http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(types)),
      http.get(`${API}/company/v1/places/all/`, () => HttpResponse.json(places)),
    );
    renderWithAdmin(<PlaceTypeList />, { locale: 'en' });
    const cell = await screen.findByTestId('place-type-places-1');
    expect(within(cell).getByRole('link', { name: 'Chorsu shop' }).getAttribute('href')).toBe('/management/place/1/view');
    expect(within(cell).getByRole('link', { name: 'Mall shop' }).getAttribute('href')).toBe('/management/place/2/view');
    expect(screen.getByText('No places')).toBeTruthy();
  });

  it('deleting a type that has places shows a persistent toast listing them as links', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn('admin');
    server.use(
      http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(types)),
      http.delete(`${API}/company/v1/place_types/1/`, () => apiError('place_type_has_places', 'Cannot delete place type instance')),
      http.get(`${API}/company/v1/places/`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('type')).toBe('1');
        return HttpResponse.json({ count: 2, results: places });
      }),
    );
    renderWithAdmin(<PlaceTypeList />, { locale: 'en' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByTestId('place-type-delete-1'));
    await user.click(await screen.findByRole('button', { name: /confirm/i }));
    const toast = await screen.findByTestId('place-type-cannot-delete');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(toast).getByText('Cannot delete place type instance')).toBeTruthy();
    expect(within(toast).getByRole('link', { name: 'Chorsu shop' }).getAttribute('href')).toBe('/management/place/1/view');
    expect(within(toast).getByRole('link', { name: 'Mall shop' }).getAttribute('href')).toBe('/management/place/2/view');
    // persistent: still there after the 6 s an ordinary toast lives (no auto hide)
    await act(async () => {
      vi.advanceTimersByTime(7000);
    });
    expect(screen.getByTestId('place-type-cannot-delete')).toBeTruthy();
    vi.useRealTimers();
  });

  it('deleting a free type says so', async () => {
    signedIn('admin');
    server.use(
      http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(types)),
      http.delete(`${API}/company/v1/place_types/2/`, () => new HttpResponse(null, { status: 204 })),
    );
    renderWithAdmin(<PlaceTypeList />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('place-type-delete-2'));
    await user.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Place type Warehouse successfully deleted')).toBeTruthy();
  });

  it('wizard: nothing is saved before Finish, which creates the type with its rates in one call; a duplicate name goes back to step 1', async () => {
    signedIn('admin');
    const sent: string[] = [];
    server.use(
      http.post(`${API}/company/v1/place_types/`, async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(`POST ${JSON.stringify(body)}`);
        if (body.name === 'Shop') return apiError('place_type_exists', 'An outlet type with the same name already exists', 409, 'name');
        return HttpResponse.json({ id: 9, name: body.name, is_active: true, rates: [] }, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    renderWithAdmin(<PlaceTypeWizard open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    const name = await screen.findByTestId('place-type-name');
    expect(button('place-type-next').disabled).toBe(true);
    await user.type(name, 'Shop');
    await user.click(button('place-type-next'));
    await screen.findByTestId('place-type-currencies');
    expect(button('place-type-next').disabled).toBe(true); // no currency yet
    await user.click(screen.getByTestId('place-type-currency-UZS'));
    await user.click(button('place-type-next'));
    // step 3 starts at the company rate; a comma is a decimal point; a bad rate says why
    const rate = (await screen.findByTestId('place-type-rate-UZS')) as HTMLInputElement;
    expect(rate.value).toBe('12650');
    await user.clear(rate);
    await user.type(rate, '0');
    await user.tab();
    expect(button('place-type-finish').disabled).toBe(true);
    await user.clear(rate);
    await user.type(rate, '12700,5');
    expect(sent).toEqual([]);
    await user.click(button('place-type-finish'));
    // the duplicate name: back on step 1 with the message on the field and in a toast
    expect((await screen.findAllByText('An outlet type with the same name already exists')).length).toBe(2);
    await user.clear(screen.getByTestId('place-type-name'));
    await user.type(screen.getByTestId('place-type-name'), 'Outlet');
    await user.click(button('place-type-next'));
    await user.click(button('place-type-next'));
    expect(((await screen.findByTestId('place-type-rate-UZS')) as HTMLInputElement).value).toBe('12700,5');
    await user.click(button('place-type-finish'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent).toEqual([
      'POST {"name":"Shop","rates":[{"currency":2,"rate":"12700.5"}]}',
      'POST {"name":"Outlet","rates":[{"currency":2,"rate":"12700.5"}]}',
    ]);
  });

  it('wizard: cancelling half-way sends nothing', async () => {
    signedIn('admin');
    const sent: string[] = [];
    server.use(
      http.post(`${API}/company/v1/place_types/`, () => {
        sent.push('POST');
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const onClose = vi.fn();
    renderWithAdmin(<PlaceTypeWizard open onClose={onClose} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('place-type-name'), 'Outlet');
    await user.click(button('place-type-next'));
    await user.click(screen.getByTestId('place-type-currency-UZS'));
    await user.click(button('place-type-next'));
    await screen.findByTestId('place-type-rate-UZS');
    await user.click(button('place-type-cancel'));
    expect(onClose).toHaveBeenCalledWith(false);
    expect(sent).toEqual([]);
  });
});

describe('place currencies', () => {
  function Currencies({ id }: { id: number }) {
    const { data } = usePlaceCurrencies(id);
    return <div data-testid="currencies">{(data ?? []).map((c) => `${c.currency.name}:${c.amount_to_remain}`).join(',')}</div>;
  }

  it('refresh every 30 s', async () => {
    signedIn('admin');
    let reads = 0;
    server.use(
      http.get(`${API}/company/v1/places/7/currencies/`, () => {
        reads++;
        return HttpResponse.json([pc(1, { id: 1, name: 'USD' }, true, reads === 1 ? '0.00' : '10.00')]);
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithAdmin(<Currencies id={7} />);
      await waitFor(() => expect(screen.getByTestId('currencies').textContent).toBe('USD:0.00'));
      expect(PLACE_CURRENCY_REFRESH_MS).toBe(30_000);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(reads).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(screen.getByTestId('currencies').textContent).toBe('USD:10.00'));
      expect(reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
