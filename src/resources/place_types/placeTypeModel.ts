import { NAME_MAX } from '../../domain/currency';
import { placeTypeSchema } from '../../domain/company/contract';
import { amountProblem } from '../../domain/fields';
import { RATE_RULE } from '../../ui/AmountField';

export { NAME_MAX };

/** Field error code of a place type name ('required', 'max_length'), or undefined. */
export function placeTypeNameError(name: string): string | undefined {
  const parsed = placeTypeSchema.safeParse({ name });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** Save is disabled when the name is invalid or unchanged (SPEC.md section 5, place type name). */
export function placeTypeCanSave(name: string, saved: string | null, busy: boolean): boolean {
  if (busy || placeTypeNameError(name)) return false;
  return saved == null ? true : name.trim() !== saved.trim();
}

/** Wizard step 2 'Next' needs at least one currency. */
export const canChooseCurrencies = (chosen: readonly number[], busy: boolean) => chosen.length > 0 && !busy;

export { RATE_RULE };

/** Wizard step 3 'Finish' needs every rate to be a positive decimal (a comma is a decimal point). */
export const ratesValid = (rates: readonly string[]) => rates.every((r) => amountProblem(r, RATE_RULE) === null);
