import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Chip, CircularProgress, TableCell, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { money } from '../../domain/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import { RateTable, useCompany } from '../../ui/moneyUi';
import { AmountField, RATE_RULE, amountValue } from '../../ui/AmountField';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { SettingsCard } from '../../ui/SettingsCard';
import { useBusy } from '../../ui/useBusy';
import { IconAction } from '../../ui/IconAction';

/**
 * Company currency rates: the base currency (not editable: 'cannot edit base currency rate') and one
 * editable rate per other currency, one row at a time. A saved rate reloads the auth info.
 */
export function RatesCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const toast = useAppNotify();
  const { currencies, company, isPending, refresh } = useCompany();
  const [editing, setEditing] = useState<{ id: number; rate: string; original: string } | null>(null);
  const { busy, run } = useBusy();

  const typed = editing ? amountValue(editing.rate, RATE_RULE) : null;
  const canSave = !!editing && typed !== null && !money(typed).eq(money(editing.original));
  const save = async () => {
    if (!editing || !canSave || busy) return;
    const currency = currencies.find((c) => c.companyCurrencyId === editing.id);
    const id = editing.id;
    await run(async () => {
      await dataProvider.updateCurrencyRate(id, typed!);
      await refresh();
      toast.success('app.money.rates.saved', { currency: currency?.name ?? '' });
      setEditing(null);
    });
  };

  return (
    <SettingsCard title={translate('app.money.settings.rates')} testId="settings-rates">
      {isPending && <Loading />}
      {company && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.money.rates.hint', { base: company.baseCurrency?.name ?? '' })}
          </Typography>
          <Box sx={{ maxHeight: 250, overflowY: 'auto' }}>
            <RateTable stickyHeader>
              {currencies.map((c) => {
                const isEditing = editing?.id === c.companyCurrencyId;
                return (
                  <TableRow key={c.companyCurrencyId} data-testid={`rate-row-${c.name}`}>
                    <TableCell>
                      {c.name}{' '}
                      {c.is_base && <Chip size="small" color="primary" label={translate('app.money.common.base')} sx={{ ml: 1 }} />}
                      {c.is_national && <Chip size="small" variant="outlined" label={translate('app.money.common.national')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>
                      {isEditing ? (
                        <AmountField
                          size="small"
                          rule={RATE_RULE}
                          autoFocus
                          value={editing.rate}
                          onChange={(rate) => setEditing({ ...editing, rate })}
                          testId={`rate-input-${c.name}`}
                          disabled={busy}
                          slotProps={{ htmlInput: { 'aria-label': translate('app.money.common.rate') } }}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter') void save();
                            if (e.key === 'Escape') setEditing(null);
                          }}
                          sx={{ width: 140 }}
                        />
                      ) : (
                        <span data-testid={`rate-value-${c.name}`}>{c.rate}</span>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {c.is_base ? (
                        <Typography variant="caption" color="text.secondary" data-testid={`rate-base-${c.name}`}>
                          {translate('app.messages.cannot_edit_base_currency_rate')}
                        </Typography>
                      ) : isEditing ? (
                        <>
                          <IconAction title={translate('app.money.common.save')} icon={busy ? <CircularProgress size={18} /> : <CheckIcon />} onClick={() => void save()} disabled={!canSave || busy} testId={`rate-save-${c.name}`} color="primary" size="small" />
                          <IconAction title={translate('app.money.common.cancel')} icon={<CloseIcon />} onClick={() => setEditing(null)} disabled={busy} size="small" />
                        </>
                      ) : (
                        <IconAction title={translate('app.money.common.edit')} ariaLabel={`${translate('app.money.common.edit')} ${c.name}`} icon={<EditIcon fontSize="small" />} onClick={() => setEditing({ id: c.companyCurrencyId, rate: c.rate, original: c.rate })} disabled={!!editing} testId={`rate-edit-${c.name}`} size="small" />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </RateTable>
          </Box>
        </>
      )}
    </SettingsCard>
  );
}
