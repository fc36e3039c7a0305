/**
 * /price-group (admin; SPEC.md 2): the price groups (name, number of rules), add one, open one
 * (/price-group/{id}: its rules), delete (deactivate) after a confirmation.
 */
import { AddByName } from '../../ui/AddByName';
import { useState } from 'react';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Card, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { PriceGroupDto } from '../../domain/wholesale/contract';
import { useAppNotify } from '../../layout/feedback';
import { Loading } from '../../layout/RouteGuard';
import { ConfirmButton } from '../../ui/ConfirmButton';

export const PRICE_GROUPS_RESOURCE = 'wholesale/price_groups';

export function PriceGroupList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dp = useDataProvider();
  const { data, isPending, error, refetch } = useGetList<PriceGroupDto>(PRICE_GROUPS_RESOURCE, { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  const [adding, setAdding] = useState('');

  const add = async () => {
    const name = adding.trim();
    if (!name) return;
    try {
      await dp.create(PRICE_GROUPS_RESOURCE, { data: { name } });
      notify.success('app.wholesale.created', { name });
      setAdding('');
      await refetch();
    } catch (err) {
      notify.error(err);
    }
  };
  const title = translate('app.wholesale.price_groups');
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 720 }} data-testid="screen-price_groups">
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <AddByName label={translate('app.wholesale.name')} buttonLabel={translate('app.wholesale.price_group_add')} value={adding} onChange={setAdding} onAdd={() => void add()} testId="price-group" />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('app.messages.server_error')}</Alert>}
      {data && !data.length && <Alert severity="info">{translate('app.wholesale.price_group_empty')}</Alert>}
      {!!data?.length && (
        <Card>
          <Table size="small" data-testid="price-group-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.wholesale.name')}</TableCell>
                <TableCell align="right">{translate('app.wholesale.rules_count')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/price-group/${row.id}`} data-testid={`price-group-open-${row.id}`}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{row.rules_count}</TableCell>
                  <TableCell align="right">
                    <ConfirmButton
                      size="small"
                      color="error"
                      label={translate('app.wholesale.delete')}
                      question={row.name}
                      action={() => dp.delete(PRICE_GROUPS_RESOURCE, { id: row.id, previousData: row })}
                      onDone={() => {
                        notify.success('app.wholesale.deleted');
                        void refetch();
                      }}
                      testId={`price-group-delete-${row.id}`}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

export default PriceGroupList;
