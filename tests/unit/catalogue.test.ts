/** src/domain/catalogue.ts: discount prices, form/API schemas, image sniffing. */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { barcodeScanSchema, priceRuleSchema, productCreateSchema, productPatchSchema, productTypeSchema, sizeSchema, stockAdjustSchema } from '../../src/domain/product/contract';
import { discountPrice, sniffImage } from '../../src/domain/catalogue';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('discountPrice', () => {
  it.each([
    ['100', '15', false, '85.00'],
    ['100', '15', true, '85.00'],
    ['99.99', '33', true, '66.99'], // 66.9933
    ['10.005', '0', false, '10.01'], // half-up
    ['0.10', '0.05', false, '0.05'],
    ['10', '20', false, '0.00'], // never below 0
    ['10', '100', true, '0.00'],
    ['19.99', '12.5', true, '17.49'], // 17.49125
    ['1000000000000.00', '0.01', false, '999999999999.99'],
  ])('%s - %s (percent: %s) = %s', (price, discount, inPercent, expected) => {
    expect(discountPrice(price, discount, inPercent)).toBe(expected);
  });

  it('treats a missing discount as none', () => {
    expect(discountPrice('12.3', null, null)).toBe('12.30');
    expect(discountPrice('12.3', undefined, true)).toBe('12.30');
  });

  it('agrees with exact decimal arithmetic for many prices (no float drift)', () => {
    for (let cents = 0; cents < 5000; cents += 37) {
      for (const pct of [0, 1, 5, 12.5, 33, 50, 99]) {
        const price = new Decimal(cents).div(100);
        const exact = price.mul(new Decimal(100).minus(pct)).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
        expect(discountPrice(price.toFixed(2), String(pct), true)).toBe(exact);
        const flat = Decimal.max(0, price.minus(new Decimal(pct).div(10))).toFixed(2);
        expect(discountPrice(price.toFixed(2), new Decimal(pct).div(10).toString(), false)).toBe(flat);
      }
    }
  });
});

describe('product schemas', () => {
  const valid = { name: 'Dress', model: 'Aurora', type: 3, cost: '12.50' };

  it('accepts a minimal product and fills defaults', () => {
    expect(productCreateSchema.parse(valid)).toEqual({
      ...valid,
      model_code: '',
      vendor_code: '',
      is_novelty: false,
      is_available_online: false,
      online_places: [],
      prices: [],
    });
  });

  it('accepts multipart strings: ids, booleans, comma-joined places and prices as JSON', () => {
    const parsed = productCreateSchema.parse({
      name: ' Dress ',
      model: 'Aurora',
      type: '3',
      cost: '7',
      is_novelty: 'true',
      is_available_online: 'false',
      online_places: '1, 2,3',
      prices: '[{"place_type":"1","price":"10","discount":"5","discount_in_percent":"true"}]',
    });
    expect(parsed).toMatchObject({ name: 'Dress', type: 3, cost: '7', is_novelty: true, is_available_online: false, online_places: [1, 2, 3] });
    expect(parsed.prices).toEqual([{ place_type: 1, price: '10', discount: '5', discount_in_percent: true }]);
  });

  it('reports codes per field (SPEC.md section 5)', () => {
    expect(issues(productCreateSchema.safeParse({}))).toEqual([
      ['name', 'product_name_required'],
      ['model', 'required'],
      ['type', 'required'],
      ['cost', 'required'],
    ]);
    expect(
      issues(
        productCreateSchema.safeParse({
          name: 'x'.repeat(65),
          model: 'x'.repeat(65),
          model_code: 'x'.repeat(21),
          vendor_code: 'x'.repeat(21),
          type: 'abc',
          cost: '-1',
          online_places: 'a,b',
          prices: 'not json',
        }),
      ),
    ).toEqual([
      ['name', 'max_length'],
      ['model', 'max_length'],
      ['model_code', 'max_length'],
      ['vendor_code', 'max_length'],
      ['type', 'invalid'],
      ['cost', 'invalid'],
      ['online_places.0', 'invalid'],
      ['online_places.1', 'invalid'],
      ['prices', 'invalid'],
    ]);
    expect(issues(productCreateSchema.safeParse({ ...valid, name: '   ', cost: 1.005 }))).toEqual([
      ['name', 'product_name_required'],
      ['cost', 'invalid'],
    ]);
  });

  it('limits percent discounts to 100', () => {
    const price = { place_type: 1, price: '10', discount: '100.01', discount_in_percent: true };
    expect(issues(productCreateSchema.safeParse({ ...valid, prices: [price] }))).toEqual([['prices.0.discount', 'discount_above_100']]);
    expect(issues(productCreateSchema.safeParse({ ...valid, prices: [{ ...price, discount_in_percent: false }] }))).toEqual([['prices.0.discount', 'discount_above_price']]);
    expect(issues(priceRuleSchema.safeParse({ product: 1, ...price }))).toEqual([['discount', 'discount_above_100']]);
  });

  it('refuses an amount discount above the price (the product would sell at 0.00), allows one up to it', () => {
    const price = { place_type: 1, price: '10.00', discount: '10.01' };
    expect(issues(priceRuleSchema.safeParse({ product: 1, ...price }))).toEqual([['discount', 'discount_above_price']]);
    expect(issues(priceRuleSchema.safeParse({ product: 1, ...price, discount: '9.99' }))).toEqual([]);
    expect(issues(productCreateSchema.safeParse({ ...valid, prices: [{ ...price, discount: '12,00' }] }))).not.toEqual([]);
  });

  it('a patch takes any subset, but each given field obeys the same rules', () => {
    expect(productPatchSchema.parse({})).toEqual({});
    expect(productPatchSchema.parse({ cost: 5, is_active: 'true' })).toEqual({ cost: '5', is_active: true });
    expect(issues(productPatchSchema.safeParse({ name: '' }))).toEqual([['name', 'product_name_required']]);
  });
});

describe('other schemas', () => {
  it('names of types and sizes', () => {
    expect(issues(productTypeSchema.safeParse({ name: '' }))).toEqual([['name', 'required']]);
    expect(issues(productTypeSchema.safeParse({ name: 'x'.repeat(65) }))).toEqual([['name', 'max_length']]);
    expect(sizeSchema.parse({ name: ' M ', type: '2' })).toEqual({ name: 'M', type: 2 });
    expect(issues(sizeSchema.safeParse({ name: 'M', type: '' }))).toEqual([['type', 'required']]);
    expect(issues(sizeSchema.safeParse({ name: 'M', type: 0 }))).toEqual([['type', 'invalid']]);
  });

  it('stock adjustments are non-zero integers', () => {
    expect(stockAdjustSchema.parse({ product: 1, size: 2, place: 3, delta: '-4' }).delta).toBe(-4);
    expect(issues(stockAdjustSchema.safeParse({ product: 1, size: 2, place: 3, delta: 0 }))).toEqual([['delta', 'invalid']]);
    expect(issues(stockAdjustSchema.safeParse({ product: 1, size: 2, place: 3, delta: 2.5 }))).toEqual([['delta', 'integer_required']]);
  });

  it('a scan needs a code and a place', () => {
    expect(issues(barcodeScanSchema.safeParse({}))).toEqual([
      ['code', 'required'],
      ['place', 'required'],
    ]);
    expect(barcodeScanSchema.parse({ code: ' 460 ', place: 1 })).toEqual({ code: '460', place: 1 });
  });
});

describe('sniffImage', () => {
  it('recognises jpeg, png and webp by their first bytes only', () => {
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(new Uint8Array(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')))).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(sniffImage(new Uint8Array(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')))).toBeNull();
    expect(sniffImage(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
    expect(sniffImage(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
