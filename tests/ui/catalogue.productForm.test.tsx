/**
 * The product form rules (SPEC.md section 5): required fields and their messages (en and ru), the
 * limits 64/20, save disabled until valid / while saving / when unchanged, prices per place type with
 * the computed discount price, the success toast, translated failures, and writes hidden by role.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aProduct } from './builders';
import { Route, Routes, useLocation } from 'react-router-dom';
import { server } from './setup';
import { renderWithAdmin } from './render';
import { ProductCreateDialog } from '../../src/resources/products/ProductCreateDialog';
import { ProductPage } from '../../src/resources/products/ProductPage';
import { StockAdjustForm } from '../../src/resources/products/ProductStock';
import { setToken } from '../../src/providers/token';
import type { ProductDto } from '../../src/domain/product/contract';

const API = 'http://localhost:3000/api';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function signedInAs(role: 'admin' | 'manager' | 'seller' | 'customer_access_seller') {
  setToken('t'.repeat(64));
  server.use(
    http.get(`${API}/auth/v1/info/`, () =>
      HttpResponse.json({
        company: { id: 1, name: 'Demo', currencies: [], baseCurrency: null, secondaryDefaultCurrency: null, nationalCurrency: null, place_type_rates: [] },
        user: { id: 1, username: role, name: 'A K', phone: '', salary: '0.00', sell_percent: '0.00', position: '', role, roles: [role], places: [1, 2], payload: { picture: null } },
      }),
    ),
  );
}

/** Product types, place types and places the form offers. */
function references() {
  server.use(
    http.get(`${API}/product/v1/product_types/`, () => HttpResponse.json(page([{ id: 1, name: 'Dress', is_active: true }, { id: 2, name: 'Suit', is_active: true }]))),
    http.get(`${API}/company/v1/place_types/`, () => HttpResponse.json(page([{ id: 1, name: 'Shop', is_active: true }, { id: 3, name: 'Wholesale', is_active: true }]))),
    http.get(`${API}/company/v1/places/all/`, () =>
      HttpResponse.json([
        { id: 1, name: 'Chorsu shop', address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
        { id: 2, name: 'Mall shop', address: '', image: null, is_active: true, type: { id: 1, name: 'Shop' } },
      ]),
    ),
  );
}

/** Where the app is (the dialog goes to the new product's page). */
function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

async function openDialog(locale = 'en', onCreated = vi.fn()) {
  signedInAs('admin');
  references();
  renderWithAdmin(
    <>
      <ProductCreateDialog open onClose={() => {}} onCreated={onCreated} />
      <Where />
    </>,
    { locale },
  );
  await screen.findByTestId('product-name');
  // the cost field shows once the role is known (product.cost.read)
  await screen.findByTestId('product-cost');
  return onCreated;
}

const save = () => screen.getByTestId('product-save') as HTMLButtonElement;
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

async function chooseType(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Type|Тип/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('product-name'), 'Dress Aurora');
  await user.type(input('product-model'), 'Aurora');
  await chooseType(user, 'Dress');
  await user.type(input('product-cost'), '25.5');
}

describe('add-product dialog', () => {
  it('keeps save disabled until name, model, type and cost are valid', async () => {
    await openDialog();
    const user = userEvent.setup();
    expect(save().disabled).toBe(true);
    await user.type(input('product-name'), 'Dress Aurora');
    await user.type(input('product-model'), 'Aurora');
    expect(save().disabled).toBe(true);
    await chooseType(user, 'Dress');
    expect(save().disabled).toBe(true);
    await user.type(input('product-cost'), '25.5');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '-3');
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(screen.getByText('The amount must not be negative.')).toBeTruthy();
    expect(input('product-cost').value).toBe('-3');
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '12x');
    await waitFor(() => expect(screen.getByText('A valid number is required.')).toBeTruthy());
    // a comma is a decimal point: '12,50' is kept as typed and accepted
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '12,50');
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(input('product-cost').value).toBe('12,50');
  });

  it("says 'of product is required' for the name and 'is required' for the model, in English", async () => {
    await openDialog('en');
    fireEvent.blur(input('product-name'));
    fireEvent.blur(input('product-model'));
    expect(await screen.findByText('of product is required')).toBeTruthy();
    expect(await screen.findByText('is required')).toBeTruthy();
  });

  it('says them in Russian', async () => {
    signedInAs('admin');
    references();
    // the i18n provider is shared by the tier's tests: ask for ru explicitly
    renderWithAdmin(<ProductCreateDialog open onClose={() => {}} onCreated={() => {}} />, { locale: 'ru' });
    await screen.findByTestId('product-name');
    fireEvent.blur(input('product-name'));
    fireEvent.blur(input('product-model'));
    expect(await screen.findByText('Название товара обязательно')).toBeTruthy();
    expect(await screen.findByText('обязательное поле')).toBeTruthy();
  });

  it('limits name and model to 64, model code and vendor code to 20 characters', async () => {
    await openDialog();
    const user = userEvent.setup();
    await fillValid(user);
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(input('product-model_code'));
    await user.paste('c'.repeat(21));
    expect(await screen.findByText('is too long (at most 20 characters)')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.clear(input('product-model_code'));
    await user.click(input('product-name'));
    await user.paste('n'.repeat(60));
    expect(await screen.findByText('is too long (at most 64 characters)')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('shows one price row per place type and computes the discount price exactly', async () => {
    await openDialog();
    const user = userEvent.setup();
    expect(within(screen.getByTestId('product-prices')).getByText('Shop')).toBeTruthy();
    expect(within(screen.getByTestId('product-prices')).getByText('Wholesale')).toBeTruthy();
    // the cost comes first (SPEC.md 5/8; tested below)
    await user.type(input('product-cost'), '25.5');
    await user.type(input('price-0-price'), '99.99');
    expect(screen.getByTestId('price-0-discount_price').textContent).toBe('99.99');
    await user.type(input('price-0-discount'), '15');
    expect(screen.getByTestId('price-0-discount_price').textContent).toBe('84.99');
    await user.click(input('price-0-percent'));
    // 99.99 * 0.85 = 84.9915 -> 84.99 (half-up)
    expect(screen.getByTestId('price-0-discount_price').textContent).toBe('84.99');
    await user.clear(input('price-0-discount'));
    await user.type(input('price-0-discount'), '0.1');
    expect(screen.getByTestId('price-0-discount_price').textContent).toBe('99.89');
    await user.click(input('price-0-percent'));
    await user.clear(input('price-0-discount'));
    await user.type(input('price-0-discount'), '120');
    expect(screen.getByTestId('price-0-discount_price').textContent).toBe('0.00');
    await user.click(input('price-0-percent'));
    // a percent discount above 100 is refused
    await user.type(input('product-name'), 'Dress Aurora');
    await user.type(input('product-model'), 'Aurora');
    await chooseType(user, 'Dress');
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("disables the prices with 'First set the cost of goods' until a cost is typed", async () => {
    await openDialog();
    const user = userEvent.setup();
    expect(screen.getByTestId('product-prices-cost-first').textContent).toBe('First set the cost of goods');
    expect(input('price-0-price').disabled).toBe(true);
    expect(input('price-0-discount').disabled).toBe(true);
    expect(input('price-1-percent').disabled).toBe(true);
    await user.type(input('product-cost'), '0');
    expect(input('price-0-price').disabled).toBe(true);
    await user.type(input('product-cost'), ',5');
    await waitFor(() => expect(input('price-0-price').disabled).toBe(false));
    expect(screen.queryByTestId('product-prices-cost-first')).toBeNull();
    await user.type(input('price-0-price'), '10');
    await fillValid(user);
    await user.clear(input('product-cost'));
    // a cleared cost locks the prices again, and a product with prices and no cost is not saved
    await waitFor(() => expect(input('price-0-price').disabled).toBe(true));
    await user.type(input('product-cost'), '0');
    await waitFor(() => expect(save().disabled).toBe(true));
    expect(screen.getByTestId('product-prices-cost-first')).toBeTruthy();
  });

  it('refuses a discount without a price', async () => {
    await openDialog();
    const user = userEvent.setup();
    await fillValid(user);
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.type(input('price-1-discount'), '5');
    await waitFor(() => expect(save().disabled).toBe(true));
    await user.type(input('price-1-price'), '50');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('sends the product with two prices and toasts name, model and codes', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/product/v1/products/`, async ({ request }) => {
        body = await request.json();
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ id: 9, name: 'Dress Aurora', model: 'Aurora', model_code: 'M-1', vendor_code: 'VC-1' }, { status: 201 });
      }),
    );
    const onCreated = await openDialog();
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(input('product-model_code'), 'M-1');
    await user.type(input('product-vendor_code'), 'VC-1');
    await user.type(input('price-0-price'), '60');
    await user.type(input('price-0-discount'), '10');
    await user.click(input('price-0-percent'));
    await user.type(input('price-1-price'), '45,5');
    await user.click(input('product-is_available_online'));
    await user.click(screen.getByRole('combobox', { name: 'Online places' }));
    await user.click(await screen.findByRole('option', { name: 'Mall shop' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    await waitFor(() => expect(save().disabled).toBe(true)); // while saving
    expect(await screen.findByText('Dress Aurora, Aurora (M-1, VC-1) successfully created. Add its sizes, barcodes and stock on its page.')).toBeTruthy();
    expect(body).toEqual({
      name: 'Dress Aurora',
      model: 'Aurora',
      model_code: 'M-1',
      vendor_code: 'VC-1',
      type: 1,
      cost: '25.5',
      is_novelty: false,
      is_available_online: true,
      online_places: [2],
      prices: [
        { place_type: 1, price: '60', discount: '10', discount_in_percent: true },
        { place_type: 3, price: '45.5', discount_in_percent: false },
      ],
    });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    // on to its page: sizes, barcodes and stock are added there
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/9'));
  });

  it('shows a refused save as a translated toast and keeps the form', async () => {
    server.use(
      http.post(`${API}/product/v1/products/`, () =>
        HttpResponse.json({ errors: [{ code: 'permission_denied', message: 'You do not have permission to perform this action' }] }, { status: 403 }),
      ),
    );
    await openDialog();
    const user = userEvent.setup();
    await fillValid(user);
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    expect(await screen.findByText('You do not have permission to perform this action')).toBeTruthy();
    expect(input('product-name').value).toBe('Dress Aurora');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('refuses an image that is not jpeg, png or webp before sending it', async () => {
    await openDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input('product-image'), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid file type: only JPEG, PNG and WEBP images are allowed')).toBeTruthy();
    await user.upload(input('product-image'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'front.png', { type: 'image/png' }));
    expect((await screen.findByTestId('product-image-name')).textContent).toBe('front.png');
  });
});

const product: ProductDto = aProduct();

function productPage(role: 'admin' | 'manager' | 'seller', locale = 'en') {
  signedInAs(role);
  references();
  server.use(
    http.get(`${API}/product/v1/products/7/`, () => HttpResponse.json(product)),
    http.get(`${API}/product/v1/placements/`, () => HttpResponse.json(page([]))),
    http.get(`${API}/barcode/v1/barcodes/`, () => HttpResponse.json(page([]))),
    http.get(`${API}/product/v1/sizes/all/`, () => HttpResponse.json([{ id: 1, name: 'S', type: 1, type_name: 'Letters', is_active: true }])),
  );
  renderWithAdmin(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    { path: '/product/7', locale },
  );
}

describe('product page form', () => {
  it('keeps save disabled while unchanged, sends a PATCH with the whole price list', async () => {
    let body: unknown;
    server.use(
      http.patch(`${API}/product/v1/products/7/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...product, cost: '42.00' });
      }),
    );
    productPage('manager');
    await waitFor(() => expect(input('product-name').value).toBe('Suit Bella'));
    expect(save().disabled).toBe(true);
    const user = userEvent.setup();
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '42');
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '40.00');
    await waitFor(() => expect(save().disabled).toBe(true)); // back to the saved value
    await user.clear(input('product-cost'));
    await user.type(input('product-cost'), '42');
    await user.click(save());
    await waitFor(() => expect(body).toBeTruthy());
    expect(body).toEqual({
      name: 'Suit Bella',
      model: 'Bella',
      model_code: 'M-7',
      vendor_code: 'VC-7',
      type: 2,
      cost: '42',
      is_novelty: false,
      is_available_online: false,
      online_places: [],
      prices: [{ place_type: 1, price: '80.00', discount_in_percent: false }],
    });
    // SPEC.md's wording, not react-admin's generic 'Element updated'
    expect(await screen.findByText('Suit Bella, Bella (M-7, VC-7) successfully updated')).toBeTruthy();
    // the product's type reads right although it is not on the type list's first page
    expect((screen.getByTestId('product-type') as HTMLInputElement).value).toBe('Suit');
  });

  it('shows a seller the product read-only: no save, no upload, no barcode or stock forms', async () => {
    productPage('seller');
    await waitFor(() => expect(input('product-name').value).toBe('Suit Bella'));
    expect(input('product-name').disabled).toBe(true);
    expect(screen.queryByTestId('product-save')).toBeNull();
    expect(screen.queryByTestId('images-upload')).toBeNull();
    expect(screen.queryByTestId('barcode-form')).toBeNull();
    expect(screen.queryByTestId('stock-adjust')).toBeNull();
    // the cost price is not the seller's: no empty required 'Cost' field either
    expect(screen.queryByTestId('product-cost')).toBeNull();
  });

  it('gives the stock adjustment and barcodes to the admin only (the manager edits the product)', async () => {
    productPage('manager');
    await waitFor(() => expect(input('product-name').value).toBe('Suit Bella'));
    expect(input('product-name').disabled).toBe(false);
    expect(screen.getByTestId('images-upload')).toBeTruthy();
    expect(screen.queryByTestId('stock-adjust')).toBeNull();
    expect(screen.queryByTestId('barcode-form')).toBeNull();
  });

  it("says 'Enter an integer' for a fractional stock change (SPEC.md 5)", async () => {
    signedInAs('admin');
    references();
    renderWithAdmin(<StockAdjustForm productId={7} queryKey={['x']} onDone={() => {}} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('adjust-delta'), '1.5');
    expect(await screen.findByText('Enter an integer')).toBeTruthy();
    await user.clear(input('adjust-delta'));
    await user.type(input('adjust-delta'), '-2');
    await waitFor(() => expect(screen.queryByText('Enter an integer')).toBeNull());
  });

  it('shows a missing product as a translated error', async () => {
    signedInAs('admin');
    references();
    server.use(http.get(`${API}/product/v1/products/8/`, () => HttpResponse.json({ errors: [{ code: 'not_found', message: 'Not found' }] }, { status: 404 })));
    renderWithAdmin(
      <Routes>
        <Route path="/product/:id" element={<ProductPage />} />
      </Routes>,
      { path: '/product/8', locale: 'ru' },
    );
    expect((await screen.findByTestId('product-error')).textContent).toBe('Не найдено');
  });
});
