import { useTranslate } from 'react-admin';
import { TablePagination, type TablePaginationProps } from '@mui/material';

type Props = Omit<TablePaginationProps, 'component' | 'labelRowsPerPage' | 'labelDisplayedRows'>;

/** MUI's table pagination with react-admin's translated labels ('Rows per page', '1-10 of 42'). */
export function TablePager(props: Props) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      {...props}
    />
  );
}
