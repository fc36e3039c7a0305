/**
 * Price groups (SPEC.md 2 '/price-group'): a wholesale order chosen with a group prices each
 * line by the group's rule for that product, else for its product type (a product's rule wins), as a
 * percent off the catalogue price or as a fixed price. One implementation for the server (which prices
 * the order) and the browser (which shows the rule's effect).
 */
import { discountPrice } from '../catalogue';
import { toMoneyString } from '../money';

export interface PriceGroupRule {
  /** exactly one of product_type and product */
  product_type: number | null;
  product: number | null;
  /** exactly one of percent (0..100, off the catalogue price) and fixed_price */
  percent: string | null;
  fixed_price: string | null;
}

/** The rule of a group that applies to a product of a type: the product's own, else its type's, else none. */
export function priceGroupRuleFor<R extends PriceGroupRule>(rules: readonly R[], product: number, productType: number): R | null {
  return rules.find((r) => r.product === product) ?? rules.find((r) => r.product == null && r.product_type === productType) ?? null;
}

/**
 * The unit price of a product under a group: `catalogue` is the catalogue price at the order's place type
 * after the price rule's own discount. A fixed price is that price; a percent is taken off the catalogue
 * price; with no rule the catalogue price stands (`rule` null: the caller may price it as it would without
 * a group). 2 places, half-up.
 */
export function priceGroupUnit(catalogue: string, rules: readonly PriceGroupRule[], product: number, productType: number): { unit: string; rule: PriceGroupRule | null } {
  const rule = priceGroupRuleFor(rules, product, productType);
  if (!rule) return { unit: toMoneyString(catalogue), rule: null };
  if (rule.fixed_price != null) return { unit: toMoneyString(rule.fixed_price), rule };
  return { unit: discountPrice(catalogue, rule.percent ?? '0', true), rule };
}
