/**
 * The transfer status chip of the stock movement screens (issue 12).
 */
import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { TransferStatus } from '../../domain/movement/contract';

/** SPEC.md 4: preparing, on the way, delivered (colours with AA contrast for white text). */
export function TransferStatusChip({ status }: { status: TransferStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'delivered' ? 'success' : status === 'on_the_way' ? 'primary' : 'default'} label={translate(`app.movement.status_${status}`)} data-testid={`transfer-status-${status}`} />;
}
