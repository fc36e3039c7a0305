import { useState } from 'react';
import { FunctionField, TextField as RaTextField, TextInput, useCreate, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NAME_MAX } from '../../domain/currency';
import { walletSchema } from '../../domain/wallet/contract';
import { ListBody, listScreen, ListToolbar, RowLink } from '../../ui/ListToolbar';
import { BalanceChips } from '../../ui/moneyUi';
import { useAppNotify } from '../../layout/feedback';
import { FormDialog } from '../../ui/FormDialog';
import type { Wallet } from '../../domain/wallet/types';
import { AddButton } from '../../ui/AddButton';

/** /management/wallets: the company's wallets with their balances; add a wallet; open one. */
export const WalletList = listScreen({ resource: 'wallets', title: 'app.routes.wallets', testId: 'screen-wallets', sort: { field: 'id', order: 'ASC' } }, WalletTable);

function WalletTable() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { refetch } = useListContext<Wallet>();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListToolbar title={translate('app.routes.wallets')}>
        <AddButton label={translate('app.money.wallets.add')} onClick={() => setAdding(true)} testId="wallets-add" />
      </ListToolbar>
      <ListBody empty={translate('app.money.wallets.empty')} rowLink={(id) => `/management/wallets/${id}`} testId="wallets-table">
        <RaTextField source="id" label="#" sortable={false} />
        <FunctionField<Wallet> label="resources.wallets.fields.name" render={(w) => <RowLink to={`/management/wallets/${w.id}`}>{w.name}</RowLink>} />
        <FunctionField<Wallet> label="resources.wallets.fields.balances" render={(w) => <BalanceChips entries={w.balances} testId={`wallet-balance-${w.id}`} />} />
      </ListBody>
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
