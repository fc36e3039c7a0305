/** What the cash desk screens share: the status chip, a desk's per-currency figures (expected, counted, difference), its sales and its Excel file. */
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Chip, TableCell, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { CashDeskDto, CashDeskSaleDto, CashDeskStatus } from '../../domain/cashdesk/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { newIdempotencyKey } from '../../providers/idempotency';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { SalesTable } from '../../ui/SalesTable';
import { saveBlob } from '../../ui/vendorCodeExport';
import { money } from '../../domain/money';
import { MoneyCell } from '../../ui/moneyUi';
import { HeadCells, HeadTable } from '../../ui/CardTable';

export function CashDeskStatusChip({ status }: { status: CashDeskStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'confirmed' ? 'success' : status === 'closed' ? 'primary' : 'default'} label={translate(`app.cashdesk.status_${status}`)} data-testid={`cashdesk-status-${status}`} />;
}

export function DeskFigures({ desk }: { desk: CashDeskDto }) {
  return (
    <HeadTable
      testId={`cashdesk-figures-${desk.id}`}
      head={<HeadCells columns={['app.cashdesk.currency', { label: 'app.cashdesk.expected', align: 'right' }, { label: 'app.cashdesk.counted', align: 'right' }, { label: 'app.cashdesk.difference', align: 'right' }]} />}
    >
      {desk.currencies.map((c) => (
        <TableRow key={c.currency.id}>
          <TableCell>{c.currency.name}</TableCell>
          <MoneyCell value={c.expected} currency={c.currency.name} />
          <MoneyCell value={c.counted} currency={c.currency.name} />
          <MoneyCell value={c.difference} currency={c.currency.name} sx={{ color: money(c.difference).lt(0) ? 'error.dark' : undefined }} data-testid={`desk-${desk.id}-difference-${c.currency.name}`} />
        </TableRow>
      ))}
    </HeadTable>
  );
}

/**
 * A closing's sales (GET cash_desk_info), each with its status inside the closing. While the closing
 * waits for its decision the admin marks a sale checked (success) or takes that back; a confirmed
 * closing's sales are success and final.
 */
export function DeskSales({ desk, canCheck }: { desk: CashDeskDto; canCheck: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const sales = useQuery({ queryKey: ['cashdesk', 'sales', desk.id], queryFn: () => dataProvider.deskSales({ cash_desks: [desk.id], limit: 100 }) });
  const setStatus = async (sale: CashDeskSaleDto, status: 'active' | 'success') => {
    try {
      await dataProvider.setDeskSaleStatus(sale.id, status, newIdempotencyKey());
      await sales.refetch();
    } catch (err) {
      toast.error(err);
    }
  };
  if (sales.isPending) return <Loading />;
  if (sales.error) return <Alert severity="error">{errorText(translate, sales.error)}</Alert>;
  if (!sales.data.results.length) return <Typography sx={{ py: 1 }}>{translate('app.sale.no_sales')}</Typography>;
  return (
    <SalesTable
      testId={`cashdesk-sales-${desk.id}`}
      sales={sales.data.results}
      showSeller
      action={
        canCheck && desk.status === 'closed'
          ? (s) =>
              s.status === 'canceled' ? null : (
                <Button
                  size="small"
                  onClick={() => void setStatus(s, s.status === 'success' ? 'active' : 'success')}
                  aria-label={translate(s.status === 'success' ? 'app.cashdesk.uncheck_sale' : 'app.cashdesk.check_sale', { id: s.id })}
                  data-testid={`sale-check-${s.id}`}
                >
                  {translate(s.status === 'success' ? 'app.cashdesk.uncheck' : 'app.cashdesk.check')}
                </Button>
              )
          : undefined
      }
    />
  );
}

/** The desk as the server's .xlsx file (in the screen's language). */
export function DeskExcelButton({ desk }: { desk: CashDeskDto }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocaleState()[0];
  const toast = useAppNotify();
  const download = async () => {
    try {
      const { blob, name } = await dataProvider.cashDeskExcel(desk.id, locale === 'en' ? 'en' : 'ru');
      saveBlob(blob, name);
    } catch (err) {
      toast.error(err);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} data-testid={`cashdesk-excel-${desk.id}`}>
      Excel
    </Button>
  );
}
