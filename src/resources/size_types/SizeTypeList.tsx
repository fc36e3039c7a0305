import { InlineTable } from '../../ui/InlineTable';

/** /management/sizes/types: inline-editable table of size types (name). */
export function SizeTypeList() {
  return <InlineTable resource="size_types" area="size_types" titleKey="app.routes.size_types" />;
}

export default SizeTypeList;
