/** Columns that tables of records share (src/ui/CardTable.tsx `Column`). */
import type { Column } from './CardTable';
import { formatDateTime } from './moneyUi';

/** The column of a record's date and time of creation (`created_at`), under the header `label` (a key). */
export const createdColumn = <T extends { created_at: string | Date }>(label: string): Column<T> => ({ label, cell: (row) => formatDateTime(String(row.created_at)) });
