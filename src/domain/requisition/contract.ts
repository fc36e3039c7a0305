/**
 * The requisition area's contract (SPEC.md 3 'Requisition (proposal)', 4 'Requisition', 7 proposals):
 * goods requisitions (a shop asks for goods: product, size, quantity) and financial
 * requisitions (an employee asks for money: currency, amount, comment). States pending, approved,
 * rejected. Built on src/domain/fields.ts.
 */
import * as z from 'zod';
import { dateTimeOut, idField, idOut, moneyOut, pageOf, pageQuery, positiveMoneyField, productRefOut, queryId, requiredTextField, textField, integerField, refOut } from '../fields';

export * from './paths';

export const REQUISITION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

const statusQuery = z.enum(REQUISITION_STATUSES, { error: 'invalid' }).optional();

// ------------------------------------------------------------------------------------ financial

export const financialRequisitionBody = z.object({
  currency: idField,
  amount: positiveMoneyField,
  comment: requiredTextField(255),
});
export type FinancialRequisitionInput = z.infer<typeof financialRequisitionBody>;

export const financialRequisitionListQuery = pageQuery.extend({ status: statusQuery, applicant: queryId });

export const financialRequisitionOut = z.object({
  id: idOut,
  applicant: refOut,
  currency: refOut,
  amount: moneyOut,
  comment: z.string(),
  status: z.enum(REQUISITION_STATUSES),
  decided_by: refOut.nullable(),
  decided_at: dateTimeOut.nullable(),
  created_at: dateTimeOut,
});
export type FinancialRequisitionDto = z.infer<typeof financialRequisitionOut>;
export const financialRequisitionPageOut = pageOf(financialRequisitionOut);

// ------------------------------------------------------------------------------------ goods (proposals)

/** SPEC.md 5 'Please select status': the status a requisition is set to. */
export const requisitionStatusBody = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status_required' }),
});

/** 'Enter an integer' for 1.5 (SPEC.md 5): the one integer rule of src/domain/fields.ts */
const quantityField = integerField({ min: 1, minCode: 'quantity_min', max: 100000 });

export const requisitionLineBody = z.object({ product: idField, size: idField, quantity: quantityField });
export type RequisitionLineInput = z.infer<typeof requisitionLineBody>;
/** POST {id}/products/: one line, or {products: [...]} (as the transfers' lines) */
export const requisitionLinesBody = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('products' in v) ? { products: [v] } : v),
  z.object({ products: z.array(requisitionLineBody, { error: 'invalid' }).min(1, 'required').max(500, 'max_length') }),
);

export const requisitionCreateBody = z.object({
  /** the shop that asks */
  place: idField,
  comment: textField(255).optional(),
  products: z.array(requisitionLineBody, { error: 'required' }).min(1, 'required').max(500, 'max_length'),
});
export type RequisitionCreateInput = z.infer<typeof requisitionCreateBody>;

/** POST {proposal}/products/{id}/{action}/: one more or one less of a line (the product list editor's plus and minus). */
export const REQUISITION_LINE_ACTIONS = ['increase', 'decrease'] as const;

/** POST {id}/transfer/: the approved requisition becomes a transfer from this warehouse. */
export const requisitionTransferBody = z.object({ from_place: idField });

export const requisitionListQuery = pageQuery.extend({ status: statusQuery, place: queryId });

export const requisitionLineOut = z.object({
  id: idOut,
  proposal: idOut,
  product: productRefOut.extend({ vendor_code: z.string().nullable() }),
  size: refOut,
  quantity: z.number().int(),
});

export const requisitionOut = z.object({
  id: idOut,
  place: refOut,
  applicant: refOut,
  comment: z.string(),
  status: z.enum(REQUISITION_STATUSES),
  decided_by: refOut.nullable(),
  decided_at: dateTimeOut.nullable(),
  transfer: z.object({ id: idOut, code: z.string(), status: z.string() }).nullable(),
  total_quantity: z.number().int(),
  products: z.array(requisitionLineOut),
  created_at: dateTimeOut,
});
export type RequisitionDto = z.infer<typeof requisitionOut>;
export const requisitionPageOut = pageOf(requisitionOut);
