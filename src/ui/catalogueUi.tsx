/**
 * Small pieces shared by the catalogue screens: who may write, and the image file picker. Toasts,
 * field error texts and the zod resolver are app-wide: src/layout/feedback.tsx.
 */
import { useRef, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { IMAGE_MIME_TYPES } from '../domain/catalogue';
import type { Roles } from '../domain/roles';
import { can, type Action } from '../domain/permissions';
import { useCan } from '../providers/useCan';

/** What each catalogue area's writes need (src/domain/permissions.ts). */
export type CatalogueArea = 'products' | 'product_types' | 'sizes' | 'size_types' | 'barcodes' | 'stock';
const WRITE_ACTION: Record<CatalogueArea, Action> = {
  products: 'product.write',
  product_types: 'productType.write',
  sizes: 'size.write',
  size_types: 'sizeType.write',
  barcodes: 'barcode.write',
  stock: 'stock.adjust',
};

export function canWrite(role: Roles, area: CatalogueArea): boolean {
  return can(role, WRITE_ACTION[area]);
}

export function useCanWrite(area: CatalogueArea): boolean {
  return useCan(WRITE_ACTION[area]);
}

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
