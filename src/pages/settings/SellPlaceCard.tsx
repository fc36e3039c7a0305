import { useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { PlaceChooser } from '../PlaceChooser';
import { SettingsCard } from '../../ui/SettingsCard';

/** Sell place: the workplace checkboxes (only one selectable). */
export function SellPlaceCard() {
  const translate = useTranslate();
  return (
    <SettingsCard title={translate('app.money.settings.sell_place')} testId="settings-sell-place">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.workplace.hint')}
      </Typography>
      <PlaceChooser testId="settings-places" />
    </SettingsCard>
  );
}
