/**
 * /price-group (admin; SPEC.md 2): the price groups (name, number of rules), add one, open one
 * (/price-group/{id}: its rules), delete (deactivate) after a confirmation.
 */
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Link, TableCell } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import type { PriceGroupDto } from '../../domain/wholesale/contract';
import { NamedRowsScreen, useNamedRows } from '../../ui/NamedRows';
import { HeadCells } from '../../ui/CardTable';

export const PRICE_GROUPS_RESOURCE = 'price_groups';

export function PriceGroupList(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const rows = useNamedRows<PriceGroupDto>(PRICE_GROUPS_RESOURCE, 'name');
  return (
    <NamedRowsScreen
      rows={rows}
      title={translate('app.wholesale.price_groups')}
      screenTestId="screen-price_groups"
      prefix="price-group"
      addLabel={translate('app.wholesale.price_group_add')}
      empty={translate('app.wholesale.price_group_empty')}
      head={<HeadCells columns={['app.wholesale.name', { label: 'app.wholesale.rules_count', align: 'right' }]} />}
      cells={(row) => (
        <>
          <TableCell>
            <Link component={RouterLink} to={`/price-group/${row.id}`} data-testid={`price-group-open-${row.id}`}>
              {row.name}
            </Link>
          </TableCell>
          <TableCell align="right">{row.rules_count}</TableCell>
        </>
      )}
    />
  );
}

export default PriceGroupList;
