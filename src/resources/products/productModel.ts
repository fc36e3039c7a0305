/**
 * The product form's pure logic: form values <-> API payload, and its rules (the zod schemas of
 * src/domain/catalogue, the same ones the API uses). One price row per place type; a row without a
 * price is no price for that place type.
 */
import type { FieldErrors } from 'react-hook-form';
import { costIsSet, discountPrice } from '../../domain/catalogue';
import { priceInputSchema, productCreateSchema, type ProductCreateInput, type ProductDto } from '../../domain/product/contract';
import { amountProblem, normaliseAmount } from '../../domain/fields';
import { issuesToErrors } from '../../layout/feedback';

export interface PlaceTypeRef {
  id: number;
  name: string;
}

export interface PriceRow {
  place_type: number;
  place_type_name: string;
  price: string;
  discount: string;
  discount_in_percent: boolean;
}

export interface ProductFormValues {
  name: string;
  model: string;
  model_code: string;
  vendor_code: string;
  type: number | '';
  cost: string;
  is_novelty: boolean;
  is_available_online: boolean;
  online_places: number[];
  prices: PriceRow[];
}

function priceRows(placeTypes: readonly PlaceTypeRef[], prices: ProductDto['prices'] = []): PriceRow[] {
  const rows: PriceRow[] = placeTypes.map((pt) => {
    const p = prices.find((x) => x.place_type === pt.id);
    return {
      place_type: pt.id,
      place_type_name: pt.name,
      price: p?.price ?? '',
      discount: p && p.discount !== '0.00' && p.discount !== '0' ? p.discount : '',
      discount_in_percent: p?.discount_in_percent ?? false,
    };
  });
  // a price at a place type that is no longer listed is kept, so saving does not drop it silently
  for (const p of prices) {
    if (!placeTypes.some((pt) => pt.id === p.place_type)) {
      rows.push({
        place_type: p.place_type,
        place_type_name: p.place_type_name,
        price: p.price,
        discount: p.discount !== '0.00' && p.discount !== '0' ? p.discount : '',
        discount_in_percent: p.discount_in_percent,
      });
    }
  }
  return rows;
}

export function emptyProductValues(placeTypes: readonly PlaceTypeRef[]): ProductFormValues {
  return {
    name: '',
    model: '',
    model_code: '',
    vendor_code: '',
    type: '',
    cost: '',
    is_novelty: false,
    is_available_online: false,
    online_places: [],
    prices: priceRows(placeTypes),
  };
}

export function productToValues(product: ProductDto, placeTypes: readonly PlaceTypeRef[]): ProductFormValues {
  return {
    name: product.name,
    model: product.model,
    model_code: product.model_code ?? '',
    vendor_code: product.vendor_code ?? '',
    type: product.type?.id ?? '',
    cost: product.cost ?? '',
    is_novelty: !!product.is_novelty,
    is_available_online: !!product.is_available_online,
    online_places: product.online_places ?? [],
    prices: priceRows(placeTypes, product.prices),
  };
}

/** A typed amount as sent: "1 250,50" -> "1250.50" (what cannot be an amount is sent as typed, and refused). */
const amount = (typed: string) => normaliseAmount(typed).replace(/^\+/, '');
const isAmountOrEmpty = (typed: string) => normaliseAmount(typed) === '' || amountProblem(typed) === null;

const rowIsEmpty = (row: PriceRow) => row.price.trim() === '' && row.discount.trim() === '';

/** The body of POST /products/ and PATCH /products/{id}/ (prices: the rows that have a price). */
export function valuesToPayload(values: ProductFormValues): ProductCreateInput {
  return {
    name: values.name.trim(),
    model: values.model.trim(),
    model_code: values.model_code.trim(),
    vendor_code: values.vendor_code.trim(),
    type: values.type === '' ? (undefined as unknown as number) : values.type,
    cost: amount(values.cost),
    is_novelty: values.is_novelty,
    is_available_online: values.is_available_online,
    online_places: values.is_available_online ? values.online_places : [],
    prices: values.prices
      .filter((row) => !rowIsEmpty(row))
      .map((row) => ({
        place_type: row.place_type,
        price: amount(row.price),
        ...(row.discount.trim() ? { discount: amount(row.discount) } : {}),
        discount_in_percent: row.discount_in_percent,
      })),
  };
}

/** Every broken rule of the form as react-hook-form errors whose messages are rule codes. */
export function validateProduct(values: ProductFormValues): FieldErrors<ProductFormValues> {
  const { prices: _prices, ...payload } = valuesToPayload(values);
  const issues: { path: PropertyKey[]; message: string; code?: string }[] = [];
  // amounts first, with SPEC.md's texts ('A valid number is required.' ...); a comma is a decimal point
  const amountIssue = (path: PropertyKey[], typed: string, optional = false) => {
    if (optional && normaliseAmount(typed) === '') return false;
    const problem = amountProblem(typed);
    if (problem) issues.push({ path, message: problem });
    return !!problem;
  };
  const costBad = amountIssue(['cost'], values.cost);
  const parsed = productCreateSchema.safeParse({ ...payload, prices: [] });
  if (!parsed.success) {
    for (const i of parsed.error.issues) if (!(costBad && i.path[0] === 'cost')) issues.push({ path: [...i.path], message: i.message, code: i.code });
  }
  const costSet = costIsSet(amount(values.cost));
  values.prices.forEach((row, index) => {
    if (rowIsEmpty(row)) return;
    // 'The cost must be set before pricing' (SPEC.md 5/8): the server refuses it too
    if (!costSet) {
      issues.push({ path: ['prices', index, 'price'], message: 'cost_not_set' });
      return;
    }
    const bad = amountIssue(['prices', index, 'price'], row.price) || amountIssue(['prices', index, 'discount'], row.discount, true);
    if (bad) return;
    const one = priceInputSchema.safeParse({
      place_type: row.place_type,
      price: amount(row.price),
      ...(row.discount.trim() ? { discount: amount(row.discount) } : {}),
      discount_in_percent: row.discount_in_percent,
    });
    if (!one.success) issues.push(...one.error.issues.map((i) => ({ path: ['prices', index, ...i.path], message: i.message, code: i.code })));
  });
  return issuesToErrors<ProductFormValues>(issues);
}

/** The discounted price of a row, or '' while its price or discount is not a valid amount. */
export function rowDiscountPrice(row: Pick<PriceRow, 'price' | 'discount' | 'discount_in_percent'>): string {
  if (!row.price.trim() || !isAmountOrEmpty(row.price) || !isAmountOrEmpty(row.discount)) return '';
  return discountPrice(amount(row.price), amount(row.discount) || '0', row.discount_in_percent);
}

/** The text of the success toast: name, model and codes. */
export function createdArgs(product: Pick<ProductDto, 'name' | 'model' | 'model_code' | 'vendor_code'>) {
  const codes = [product.model_code, product.vendor_code].filter(Boolean).join(', ');
  return { name: product.name, model: product.model, codes: codes || '-' };
}
