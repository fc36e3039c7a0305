/**
 * /price-group/{id} (admin; SPEC.md 2): a price group's rules. Each is for a product type or a product
 * (chosen from the server-searched lists) and is a percent off the catalogue price or a fixed price
 * (AmountField's rule); a product's rule wins over its type's (src/domain/wholesale/priceGroup.ts).
 * Add, change the price, delete after a confirmation.
 */
import { PageError } from '../../ui/Page';
import { useState } from 'react';
import { RadioButtonGroupInput, Title, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, IconButton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { RouteDef } from '../../domain/routes';
import { priceGroupRuleBody, priceGroupRulePatchBody, type PriceGroupRuleDto, type PriceGroupRuleInput } from '../../domain/wholesale/contract';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AmountInput } from '../../ui/AmountInput';
import { PERCENT_RULE } from '../../domain/fields';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormDialog } from '../../ui/FormDialog';
import { MoneyText } from '../../ui/moneyUi';
import { RemoteSelectInput } from '../../ui/RemoteSelectInput';
import { useIdLoad } from '../../ui/useIdLoad';
import { AddButton } from '../../ui/AddButton';
import { HeadCells, CardTable } from '../../ui/CardTable';

export interface RuleFormValues {
  target: 'product_type' | 'product';
  product_type: number | null;
  product: number | null;
  kind: 'percent' | 'fixed_price';
  amount: string;
}

/** The dialog's values -> the contract's body (the chosen target and the chosen kind of price only). */
export function ruleBody(v: RuleFormValues) {
  const amount = v.amount?.trim() ? v.amount : null;
  return v.target === 'product' ? { product: v.product, [v.kind]: amount } : { product_type: v.product_type, [v.kind]: amount };
}

/** The label of each target and each kind of a rule: the dialog's choices, the amount's label, the table. */
const TARGET_LABELS: Record<RuleFormValues['target'], string> = { product_type: 'app.wholesale.rule_for_type', product: 'app.wholesale.rule_for_product' };
const KIND_LABELS: Record<RuleFormValues['kind'], string> = { percent: 'app.wholesale.rule_percent', fixed_price: 'app.wholesale.rule_fixed' };

/** A choice of the dialog (the target, the kind): one radio button per label. */
function RuleChoice({ source, label, labels, helperText }: { source: 'target' | 'kind'; label: string; labels: Record<string, string>; helperText: string | false }) {
  return <RadioButtonGroupInput source={source} label={label} choices={Object.entries(labels).map(([id, name]) => ({ id, name }))} helperText={helperText} />;
}

function RuleInputs({ editing }: { editing: boolean }) {
  const target = useWatch({ name: 'target' }) as RuleFormValues['target'];
  const kind = useWatch({ name: 'kind' }) as RuleFormValues['kind'];
  return (
    <>
      {!editing && (
        <>
          <RuleChoice source="target" label="app.wholesale.rule_for" labels={TARGET_LABELS} helperText="app.wholesale.rule_product_wins" />
          {target === 'product' ? (
            <RemoteSelectInput key="product" source="product" resource="products" label={TARGET_LABELS.product} filter={{ is_active: true }} fullWidth testId="rule-product" />
          ) : (
            <RemoteSelectInput key="product_type" source="product_type" resource="product_types" label={TARGET_LABELS.product_type} fullWidth testId="rule-product-type" />
          )}
        </>
      )}
      <RuleChoice source="kind" label="app.wholesale.rule_kind" labels={KIND_LABELS} helperText={false} />
      <AmountInput
        key={kind}
        source="amount"
        label={KIND_LABELS[kind]}
        rule={kind === 'percent' ? PERCENT_RULE : undefined}
        fullWidth
        testId="rule-amount"
      />
    </>
  );
}

/** The group and its rules. */
const loadGroup = (dp: AppDataProvider, id: number) => Promise.all([dp.priceGroup(id), dp.priceGroupRules(id)]);

export function PriceGroupPage(_: { route?: RouteDef }) {
  const { id, dataProvider: dp, data, failed, reload: load } = useIdLoad(loadGroup);
  const translate = useTranslate();
  const notify = useAppNotify();
  const [dialog, setDialog] = useState<PriceGroupRuleDto | 'new' | null>(null);

  if (failed) return <PageError testId="screen-price_group" error={failed} />;
  if (!data) return <Loading />;
  const [group, rules] = data;

  const editing = dialog && dialog !== 'new' ? dialog : null;
  const save = async (values: RuleFormValues) => {
    const amount = values.amount?.trim() ? values.amount : null;
    if (editing) await dp.patchPriceGroupRule(id, editing.id, { percent: values.kind === 'percent' ? amount : null, fixed_price: values.kind === 'fixed_price' ? amount : null });
    else await dp.createPriceGroupRule(id, ruleBody(values) as PriceGroupRuleInput);
    notify.success('app.wholesale.rule_saved');
    setDialog(null);
    await load();
  };
  const title = translate('app.wholesale.price_group_title', { name: group.name });
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 900 }} data-testid="screen-price_group">
      <Title title={title} />
      <Button component={RouterLink} to="/price-group" size="small" sx={{ mb: 1 }}>
        {translate('app.wholesale.price_groups')}
      </Button>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <AddButton label={translate('app.wholesale.rule_add')} onClick={() => setDialog('new')} testId="rule-add" />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.wholesale.rule_product_wins')}
      </Typography>
      {!rules.length && <Alert severity="info">{translate('app.wholesale.rule_empty')}</Alert>}
      {!!rules.length && (
        <CardTable
          testId="rule-table"
          head={<HeadCells columns={['app.wholesale.rule_for', 'app.wholesale.rule_kind', {}]} />}
        >
          {rules.map((r) => {
            const name = r.product ? `${r.product.name}${r.product.vendor_code ? ` (${r.product.vendor_code})` : ''}` : (r.product_type?.name ?? '');
            return (
              <TableRow key={r.id} data-testid={`rule-row-${r.id}`}>
                <TableCell>
                  {translate(TARGET_LABELS[r.product ? 'product' : 'product_type'])}: {name}
                </TableCell>
                <TableCell>{r.percent != null ? translate('app.wholesale.rule_percent_value', { percent: Number(r.percent) }) : <MoneyText value={r.fixed_price ?? '0'} currency={null} />}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={`${translate('app.wholesale.edit')} ${name}`} onClick={() => setDialog(r)} data-testid={`rule-edit-${r.id}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <ConfirmButton
                    size="small"
                    color="error"
                    label={translate('app.wholesale.delete')}
                    question={name}
                    action={() => dp.deletePriceGroupRule(id, r.id)}
                    onDone={() => {
                      notify.success('app.wholesale.deleted');
                      void load();
                    }}
                    testId={`rule-delete-${r.id}`}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </CardTable>
      )}
      <FormDialog<RuleFormValues>
        open={dialog !== null}
        title={translate(editing ? 'app.wholesale.edit' : 'app.wholesale.rule_add')}
        schema={editing ? priceGroupRulePatchBody : priceGroupRuleBody}
        toInput={ruleBody}
        defaultValues={
          editing
            ? { target: editing.product ? 'product' : 'product_type', product: editing.product?.id ?? null, product_type: editing.product_type?.id ?? null, kind: editing.percent != null ? 'percent' : 'fixed_price', amount: editing.percent ?? editing.fixed_price ?? '' }
            : { target: 'product_type', product: null, product_type: null, kind: 'percent', amount: '' }
        }
        onSubmit={save}
        onClose={() => setDialog(null)}
        testId="rule-dialog"
      >
        <RuleInputs editing={!!editing} />
      </FormDialog>
    </Box>
  );
}

export default PriceGroupPage;
