import { useCloseNotification, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, AlertTitle, Link } from '@mui/material';

/**
 * The persistent toast of SPEC.md section 8: 'Cannot delete place type instance', listing the places
 * that use the type as links to /management/place/{id}/view. It stays until closed.
 */
export function CannotDeleteToast({ places }: { places: readonly { id: number; name: string }[] }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert severity="error" variant="filled" onClose={close} data-testid="place-type-cannot-delete" sx={{ minWidth: 320, maxWidth: 520 }}>
      <AlertTitle>{translate('app.messages.place_type_has_places')}</AlertTitle>
      {translate('app.money.place_types.used_by')}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {places.map((p) => (
          <li key={p.id}>
            <Link component={RouterLink} to={`/management/place/${p.id}/view`} color="inherit" onClick={close} sx={{ fontWeight: 600 }}>
              {p.name}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
