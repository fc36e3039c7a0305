/**
 * The fabric barcode lookup of the factory deliveries screen (SPEC.md 7 Transfer): a typed or
 * scanned code (ending with Enter) asks `dataProvider.fabricLookup`, a progress bar shows while waiting,
 * then the fields in a table, 'not found', or the error's text, in both languages. The provider calls
 * the contract's path with the barcode URL-encoded.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { FabricLookup } from '../../src/screens/movement/FabricLookup';
import { createDataProvider } from '../../src/providers/dataProvider';
import { apiError } from '../../src/providers/httpClient';
import { errorBody } from '../../src/domain/errors';
import type { FabricLookupDto } from '../../src/domain/movement/contract';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderLookup(fabricLookup: (barcode: string) => Promise<FabricLookupDto>, locale = 'en') {
  const lookup = vi.fn(fabricLookup);
  renderWithAdmin(<FabricLookup />, { dataProvider: { ...createDataProvider(), fabricLookup: lookup }, locale });
  await screen.findByTestId('fabric-barcode');
  return lookup;
}

const FOUND: FabricLookupDto = {
  barcode: 'TK-100',
  found: true,
  fields: [
    { name: 'name', value: 'Cotton satin' },
    { name: 'width_cm', value: '150' },
  ],
};

describe('fabric barcode lookup', () => {
  it('Enter looks the code up, shows progress while waiting, then the fields in a table', async () => {
    const answer = deferred<FabricLookupDto>();
    const lookup = await renderLookup(() => answer.promise);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Fabric barcode')).toBeTruthy();
    await user.type(screen.getByTestId('fabric-barcode'), '  TK-100 {Enter}');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('TK-100');
    expect(await screen.findByRole('progressbar', { name: 'Looking up the fabric barcode' })).toBeTruthy();
    answer.resolve(FOUND);
    const table = await screen.findByTestId('fabric-fields');
    expect(screen.queryByTestId('fabric-busy')).toBeNull();
    expect(screen.getByText('Fabric TK-100')).toBeTruthy();
    expect(within(table).getByText('Field')).toBeTruthy();
    expect(within(table).getByText('Value')).toBeTruthy();
    expect(within(screen.getByTestId('fabric-field-0')).getByRole('rowheader').textContent).toContain('name');
    expect(screen.getByTestId('fabric-field-0').textContent).toContain('Cotton satin');
    expect(screen.getByTestId('fabric-field-1').textContent).toContain('width_cm150');
  });

  it('the Find button works, an empty code asks nothing, and a scan after a result replaces the code', async () => {
    const lookup = await renderLookup(async (barcode) => ({ barcode, found: true, fields: [{ name: 'code', value: barcode }] }));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('fabric-find'));
    await user.type(screen.getByTestId('fabric-barcode'), '   {Enter}');
    expect(lookup).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('fabric-barcode'));
    await user.type(screen.getByTestId('fabric-barcode'), 'AAA111');
    await user.click(screen.getByTestId('fabric-find'));
    expect(await screen.findByText('Fabric AAA111')).toBeTruthy();
    // back in the field with the old code selected: the keyboard-wedge scanner's burst (ending with Enter) replaces it
    const input = screen.getByTestId('fabric-barcode') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
    await user.keyboard('BBB222{Enter}');
    expect(await screen.findByText('Fabric BBB222')).toBeTruthy();
    expect(lookup.mock.calls.map((c) => c[0])).toEqual(['AAA111', 'BBB222']);
  });

  it('not found (Russian)', async () => {
    await renderLookup(async (barcode) => ({ barcode, found: false, fields: [] }), 'ru');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Штрихкод ткани'), 'NOPE{Enter}');
    expect((await screen.findByTestId('fabric-not-found')).textContent).toContain('Ткани со штрихкодом NOPE нет');
    expect(screen.queryByTestId('fabric-fields')).toBeNull();
  });

  it('found without details', async () => {
    await renderLookup(async (barcode) => ({ barcode, found: true, fields: [] }));
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fabric-barcode'), 'E1{Enter}');
    expect((await screen.findByTestId('fabric-no-fields')).textContent).toContain('The fabric service found the barcode but sent no details');
  });

  it.each([
    ['en', 'fabric_lookup_failed', 502, 'The fabric barcode service did not answer'],
    ['ru', 'fabric_lookup_failed', 502, 'Сервис штрихкодов ткани не ответил'],
    ['en', 'fabric_lookup_not_configured', 503, 'Fabric barcode lookup is not set up on this server'],
    ['ru', 'fabric_lookup_not_configured', 503, 'Поиск ткани по штрихкоду не настроен на этом сервере'],
  ] as const)('the error text (%s, %s)', async (locale, code, status, text) => {
    await renderLookup(async () => Promise.reject(apiError(status, errorBody(code))), locale);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fabric-barcode'), 'TK-100{Enter}');
    expect((await screen.findByTestId('fabric-error')).textContent).toContain(text);
    expect(screen.queryByTestId('fabric-fields')).toBeNull();
    expect(screen.queryByTestId('fabric-busy')).toBeNull();
  });

  it('a new result replaces an earlier error', async () => {
    let fail = true;
    await renderLookup(async (barcode) => (fail ? Promise.reject(apiError(502, errorBody('fabric_lookup_failed'))) : { ...FOUND, barcode }));
    const user = userEvent.setup();
    await user.type(screen.getByTestId('fabric-barcode'), 'TK-100{Enter}');
    await screen.findByTestId('fabric-error');
    fail = false;
    await user.click(screen.getByTestId('fabric-find'));
    await screen.findByTestId('fabric-fields');
    expect(screen.queryByTestId('fabric-error')).toBeNull();
  });
});

describe('dataProvider.fabricLookup', () => {
  it('GETs the contract path with the barcode URL-encoded and answers the body', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/transfer/v1/fabric-lookup/', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        return HttpResponse.json({ barcode: url.searchParams.get('barcode'), found: false, fields: [] });
      }),
    );
    const answer = await createDataProvider().fabricLookup('A/B?C=1&d');
    expect(asked).toEqual(['/api/transfer/v1/fabric-lookup/?barcode=A%2FB%3FC%3D1%26d']);
    expect(answer).toEqual({ barcode: 'A/B?C=1&d', found: false, fields: [] });
  });
});
