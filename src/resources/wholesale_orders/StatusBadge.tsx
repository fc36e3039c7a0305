import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ORDER_BADGE, type OrderStatus } from '../../domain/wholesale/orderStates';

/** SPEC.md 4: new blue, in progress orange, done green, canceled red, rejected dark red (white text, WCAG AA). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  const { background, color } = ORDER_BADGE[status];
  return <Chip size="small" label={translate(`app.wholesale.status_${status}`)} sx={{ bgcolor: background, color, fontWeight: 600 }} data-testid={`order-status-${status}`} />;
}
