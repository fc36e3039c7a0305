/**
 * An icon button with its tooltip: the tooltip's text is also the button's accessible name unless
 * `ariaLabel` names the row it acts on. The tooltip wraps a span, so it still shows on a disabled button.
 */
import type { ReactNode } from 'react';
import { IconButton, Tooltip, type IconButtonProps } from '@mui/material';

export function IconAction({
  title,
  ariaLabel,
  icon,
  onClick,
  disabled,
  testId,
  color,
  size,
}: {
  title: string;
  ariaLabel?: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
  color?: IconButtonProps['color'];
  size?: IconButtonProps['size'];
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size={size} color={color} disabled={disabled} onClick={onClick} aria-label={ariaLabel ?? title} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
