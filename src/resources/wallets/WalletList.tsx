import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  TextField as RaTextField,
  Title,
  useCreate,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { NAME_MAX, walletSchema } from '../../domain/currency';
import type { RouteDef } from '../../domain/routes';
import { Loading } from '../../layout/RouteGuard';
import { BalanceChips } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import type { Wallet } from '../../domain/wallet/types';

/** /management/wallets: the company's wallets with their balances; add a wallet; open one. */
export function WalletList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-wallets">
      <Title title={translate('app.routes.wallets')} />
      <ListBase resource="wallets" perPage={10} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation>
        <WalletTable />
      </ListBase>
    </Box>
  );
}

function WalletTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { isPending, error, total, refetch } = useListContext<Wallet>();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('app.routes.wallets')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="wallets-add">
          {translate('app.money.wallets.add')}
        </Button>
      </Box>
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {!isPending && !error && total === 0 && <Alert severity="info">{translate('app.money.wallets.empty')}</Alert>}
      {!isPending && !!total && (
        <Card>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/management/wallets/${id}`} data-testid="wallets-table">
            <RaTextField source="id" label="#" sortable={false} />
            <FunctionField<Wallet>
              label="resources.wallets.fields.name"
              render={(w) => (
                <Button component={RouterLink} to={`/management/wallets/${w.id}`} onClick={(e) => e.stopPropagation()} sx={{ textTransform: 'none', p: 0, minWidth: 0 }}>
                  {w.name}
                </Button>
              )}
            />
            <FunctionField<Wallet> label="resources.wallets.fields.balances" render={(w) => <BalanceChips entries={w.balances} testId={`wallet-balance-${w.id}`} />} />
          </Datagrid>
          <Pagination rowsPerPageOptions={[10, 25, 50]} />
        </Card>
      )}
      <NewWalletDialog
        open={adding}
        onClose={(id) => {
          setAdding(false);
          if (id != null) {
            refetch();
            navigate(`/management/wallets/${id}`);
          }
        }}
      />
    </>
  );
}

function NewWalletDialog({ open, onClose }: { open: boolean; onClose: (createdId: number | null) => void }) {
  const translate = useTranslate();
  const toast = useAppNotify();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [create, { isPending }] = useCreate();
  const parsed = walletSchema.safeParse({ name });
  const code = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const submit = () => {
    if (!parsed.success || isPending) return;
    create(
      'wallets',
      { data: { name: name.trim() } },
      {
        onSuccess: (data) => {
          toast.success('app.money.wallets.created', { name: name.trim() });
          setName('');
          setTouched(false);
          onClose(data.id as number);
        },
        onError: (err) => toast.error(err),
      },
    );
  };
  return (
    <Dialog open={open} onClose={() => !isPending && onClose(null)} fullWidth maxWidth="xs" aria-labelledby="wallet-new-title">
      <DialogTitle id="wallet-new-title">{translate('app.money.wallets.add')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="wallet-new-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ pt: 1 }}
        >
          <TextField
            autoFocus
            fullWidth
            required
            label={translate('resources.wallets.fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={!!code}
            helperText={code ? (code === 'max_length' ? translate('app.validation.max_length', { max: NAME_MAX }) : translate(`app.validation.${code}`)) : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'wallet-name' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)} disabled={isPending}>
          {translate('app.money.common.cancel')}
        </Button>
        <Button
          type="submit"
          form="wallet-new-form"
          variant="contained"
          disabled={!parsed.success || isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="wallet-create"
        >
          {translate('app.money.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default WalletList;
