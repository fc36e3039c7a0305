/**
 * /requisitions/view/{id} (admin): one goods requisition: its shop, applicant, lines and
 * status. Pending: the status form (approved or rejected; 'Please select status' when none is chosen,
 * the contract's rule) or delete. Approved without a transfer: a warehouse and one click (after a
 * confirm) that creates and sends the transfer through the stock-movement code.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Link, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { CardTable, HeadCells } from '../../ui/CardTable';
import { requisitionStatusBody } from '../../domain/requisition/contract';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdempotencyKey } from '../../providers/idempotency';
import { usePlaces } from '../../providers/usePlaces';
import { errorText, useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { contractResolver } from '../../ui/FormDialog';
import { formatDateTime } from '../../ui/moneyUi';
import { Page } from '../../ui/Page';
import { PlaceChoice, RequisitionStatusChip } from './requisitionUi';
import { recordIdOf } from '../../domain/limits';

const T = 'app.requisitions';

function SaveStatus() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="req-status-save">
      {translate(`${T}.set_status`)}
    </Button>
  );
}

export function RequisitionView() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useAppNotify();
  const navigate = useNavigate();
  const { all } = usePlaces();
  const id = recordIdOf(useParams().id) ?? 0;
  const statusKey = useIdempotencyKey();
  const [from, setFrom] = useState('');
  const query = useQuery({ queryKey: ['requisitions', 'one', id], queryFn: () => dataProvider.getRequisition(id), enabled: id > 0 });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['requisitions'] });
  const r = query.data;
  const fromName = all.find((p) => String(p.id) === from)?.name ?? '';
  return (
    <Page
      title={`${translate('app.routes.requisition')} #${id}`}
      testId="screen-requisition"
      actions={
        <Button component={Link} to="/requisitions" data-testid="req-back">
          {translate(`${T}.back`)}
        </Button>
      }
    >
      {query.isPending && <Loading />}
      {query.error && <Alert severity="error">{errorText(translate, query.error)}</Alert>}
      {r && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card>
            <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography>
                {translate(`${T}.place`)}: <b>{r.place.name}</b>
              </Typography>
              <Typography>
                {translate(`${T}.applicant`)}: {r.applicant.name}
              </Typography>
              <Typography>{formatDateTime(String(r.created_at))}</Typography>
              <RequisitionStatusChip status={r.status} testId="req-status" />
              {r.transfer && (
                <Button component={Link} to={`/transfers/info/${r.transfer.id}`} data-testid="req-transfer-link">
                  {translate(`${T}.transfer`, { code: r.transfer.code })}
                </Button>
              )}
              {r.comment && <Typography sx={{ width: '100%' }}>{r.comment}</Typography>}
            </CardContent>
          </Card>
          <CardTable
            testId="req-lines"
            head={<HeadCells columns={[`${T}.product`, `${T}.size`, { label: `${T}.quantity`, align: 'right' }]} />}
          >
            {r.products.map((l) => (
              <TableRow key={l.id}>
                <TableCell>
                  {l.product.name} {l.product.model}
                  {l.product.vendor_code ? ` · ${l.product.vendor_code}` : ''}
                </TableCell>
                <TableCell>{l.size.name}</TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
              </TableRow>
            ))}
          </CardTable>
          {r.status === 'pending' && (
            <Card>
              <CardContent>
                <Form
                  defaultValues={{ status: '' }}
                  resolver={contractResolver(requisitionStatusBody)}
                  mode="onSubmit"
                  noValidate
                  onSubmit={async (values: FieldValues) => {
                    try {
                      await dataProvider.setRequisitionStatus(id, values.status as 'approved' | 'rejected', statusKey.key);
                      statusKey.renew();
                      notify.success(`${T}.status_saved`);
                      reload();
                    } catch (err) {
                      notify.error(err);
                    }
                  }}
                >
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                    <SelectInput
                      source="status"
                      label={`${T}.status`}
                      choices={[
                        { id: 'approved', name: `${T}.status_approved` },
                        { id: 'rejected', name: `${T}.status_rejected` },
                      ]}
                      sx={{ minWidth: 200, m: 0 }}
                      data-testid="req-status-select"
                    />
                    <SaveStatus />
                    <ConfirmButton
                      color="error"
                      label={translate(`${T}.delete`)}
                      question={translate(`${T}.delete_question`)}
                      action={() => dataProvider.deleteRequisition(id)}
                      onDone={() => {
                        reload();
                        navigate('/requisitions');
                      }}
                      success={`${T}.deleted`}
                      testId="req-delete"
                    />
                  </Box>
                </Form>
              </CardContent>
            </Card>
          )}
          {r.status === 'approved' && !r.transfer && (
            <Card>
              <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <PlaceChoice label={translate(`${T}.from_place`)} value={from} onChange={setFrom} places={all.filter((p) => p.id !== r.place.id)} testId="req-from-place" minWidth={220} />
                <ConfirmButton
                  variant="contained"
                  disabled={!from}
                  label={translate(`${T}.make_transfer`)}
                  question={translate(`${T}.transfer_question`, { from: fromName, to: r.place.name })}
                  action={(key) => dataProvider.requisitionToTransfer(id, Number(from), key)}
                  reload={reload}
                  success={`${T}.transfer_done`}
                  testId="req-make-transfer"
                />
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </Page>
  );
}

export default RequisitionView;
