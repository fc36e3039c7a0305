import { useGetList } from 'react-admin';
import type { SizeTypeDto } from '../../domain/product/contract';
import { InlineTable } from '../../ui/InlineTable';

/** /management/sizes: inline table of sizes with columns name and type; add, edit, delete. */
export function SizeList() {
  const { data: types, isPending } = useGetList<SizeTypeDto>('size_types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return <InlineTable resource="sizes" area="sizes" titleKey="app.routes.sizes" types={types ?? []} typesLoading={isPending} />;
}

export default SizeList;
