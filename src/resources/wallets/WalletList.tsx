import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  TextField as RaTextField,
  TextInput,
  Title,
  useCreate,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { NAME_MAX, walletSchema } from '../../domain/currency';
import type { RouteDef } from '../../domain/routes';
import { Loading } from '../../layout/RouteGuard';
import { BalanceChips } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { FormDialog } from '../../ui/FormDialog';
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
  const [create] = useCreate();
  const save = async ({ name }: { name: string }) => {
    const created = await create('wallets', { data: { name: name.trim() } }, { returnPromise: true });
    toast.success('app.money.wallets.created', { name: name.trim() });
    onClose(created.id as number);
  };
  return (
    <FormDialog<{ name: string }>
      open={open}
      title={translate('app.money.wallets.add')}
      schema={walletSchema}
      defaultValues={{ name: '' }}
      onSubmit={save}
      onClose={() => onClose(null)}
      submitLabel="app.money.common.add"
      maxWidth="xs"
      testId="wallet-new"
    >
      <TextInput source="name" label="resources.wallets.fields.name" isRequired autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'wallet-name' } }} />
    </FormDialog>
  );
}

export default WalletList;
