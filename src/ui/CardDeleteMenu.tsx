import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useBusy } from './useBusy';

/**
 * The '⋮' menu of a card in a card grid (products, places) with one action, delete, behind a
 * confirmation. `onDelete` does the call and the success toast; a failure shows the translated error.
 * Test ids: `<testId>-menu-<id>` and `<testId>-delete-<id>`.
 */
export function CardDeleteMenu({
  testId,
  id,
  menuLabel,
  title,
  content,
  onDelete,
}: {
  testId: string;
  id: number;
  menuLabel: string;
  title: string;
  content: string;
  onDelete: () => Promise<void>;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy: deleting, run } = useBusy();

  const confirm = () => run(onDelete, { settle: () => setConfirming(false) });

  return (
    <>
      <IconButton
        size="small"
        aria-label={menuLabel}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid={`${testId}-menu-${id}`}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          data-testid={`${testId}-delete-${id}`}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          {translate('ra.action.delete')}
        </MenuItem>
      </Menu>
      <Confirm isOpen={confirming} loading={deleting} title={title} content={content} onConfirm={() => void confirm()} onClose={() => setConfirming(false)} />
    </>
  );
}
