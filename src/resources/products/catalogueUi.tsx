/**
 * Small pieces shared by the catalogue screens (products, product types, sizes, size types, vendor
 * codes): who may write, translated error toasts, translated field errors, a zod resolver.
 */
import { useCallback, useRef, type ReactNode } from 'react';
import { useNotify, useTranslate, type TranslateFunction as Translate } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Box, Button, CircularProgress } from '@mui/material';
import { IMAGE_MIME_TYPES } from '../../domain/catalogue';
import type { Role } from '../../domain/roles';
import { useSession } from '../../layout/session';
import { errorsOf } from '../../providers/httpClient';
import { messageKey } from '../../i18n';
import { toMoneyString } from '../../domain/money';

/**
 * Writes allowed by role (docs/api/catalogue.md): product types and products (with their images and
 * prices) admin and manager; sizes, size types, barcodes and stock adjustments admin.
 */
export type CatalogueArea = 'products' | 'product_types' | 'sizes' | 'size_types' | 'barcodes' | 'stock';
const WRITERS: Record<CatalogueArea, readonly Role[]> = {
  products: ['admin', 'manager'],
  product_types: ['admin', 'manager'],
  sizes: ['admin'],
  size_types: ['admin'],
  barcodes: ['admin'],
  stock: ['admin'],
};

export function canWrite(role: Role | null | undefined, area: CatalogueArea): boolean {
  return !!role && WRITERS[area].includes(role);
}

export function useCanWrite(area: CatalogueArea): boolean {
  const { role } = useSession();
  return canWrite(role, area);
}

/** The translated text of an API failure: app.messages.<first code>, else the server's English text. */
export function errorText(translate: Translate, error: unknown): string {
  const first = errorsOf(error)[0];
  if (!first) return translate(messageKey('server_error'));
  return translate(messageKey(first.code), { _: first.message || translate(messageKey('server_error')) });
}

/** A toast for a failure (SPEC.md section 8: every failure shows a translated message). */
export function useErrorNotify() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => notify(errorText(translate, error), { type: 'error', autoHideDuration: 6000 }),
    [notify, translate],
  );
}

/** The text of a field rule code: 'max_length' with its limit, app.validation.<code>, else app.messages.<code>. */
export function fieldErrorText(translate: Translate, code: string | undefined, max?: number): string | undefined {
  if (!code) return undefined;
  if (code === 'max_length') return translate('app.validation.max_length', { max: max ?? '' });
  if (['required', 'invalid'].includes(code)) return translate(`app.validation.${code}`);
  return translate(messageKey(code), { _: code });
}

/** The zod rules of src/domain as a react-hook-form resolver; error messages are rule codes. */
export function zodResolver<T extends FieldValues>(schema: z.ZodType, toInput: (values: T) => unknown = (v) => v): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: issuesToErrors<T>(parsed.error.issues) };
  };
}

/** zod issues -> react-hook-form errors (first issue of a field wins). */
export function issuesToErrors<T extends FieldValues>(issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[]) {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (!path.length) continue;
    let node = errors as Record<string, any>;
    for (const part of path.slice(0, -1)) node = node[part] ??= {};
    const last = path[path.length - 1]!;
    if (!node[last]) node[last] = { type: issue.code ?? 'custom', message: issue.message };
  }
  return errors as FieldErrors<T>;
}

/** An amount shown with 2 decimals (the API already answers 2-place decimal strings). */
export function amount(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return toMoneyString(value);
  } catch {
    return value;
  }
}

export const Spinner = ({ size = 32 }: { size?: number }) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress size={size} aria-label="loading" />
  </Box>
);

/**
 * A button that opens the file picker (a real button, so Tab and Enter reach it); the hidden input
 * carries the test id (Playwright's setInputFiles).
 */
export function FilePickButton({
  label,
  onFiles,
  multiple,
  testId,
  disabled,
  startIcon,
  variant = 'outlined',
  size,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  testId: string;
  disabled?: boolean;
  startIcon?: ReactNode;
  variant?: 'outlined' | 'contained' | 'text';
  size?: 'small' | 'medium';
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} disabled={disabled} startIcon={startIcon} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        multiple={multiple}
        accept={IMAGE_MIME_TYPES.join(',')}
        data-testid={testId}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
