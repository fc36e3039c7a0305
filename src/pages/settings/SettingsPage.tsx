import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Box, Grid, Typography } from '@mui/material';
import type { RouteDef } from '../../domain/routes';
import { useSession } from '../../providers/session';
import { Loading } from '../../layout/RouteGuard';
import { CompanyBalanceCard } from './CompanyBalanceCard';
import { ConverterCard } from './ConverterCard';
import { LanguageCard } from './LanguageCard';
import { OfflineSalesCard } from './OfflineSalesCard';
import { PlaceTransferCard } from './PlaceTransferCard';
import { RatesCard } from './RatesCard';
import { SellPlaceCard } from './SellPlaceCard';
import { settingsCardsFor, type SettingsCardKey } from './settingsModel';

const CARDS: Record<SettingsCardKey, () => ReactNode> = {
  sell_place: () => <SellPlaceCard />,
  language: () => <LanguageCard />,
  rates: () => <RatesCard />,
  balance: () => <CompanyBalanceCard />,
  to_place: () => <PlaceTransferCard direction="to_place" />,
  from_place: () => <PlaceTransferCard direction="from_place" />,
  converter: () => <ConverterCard />,
  offline: () => <OfflineSalesCard />,
};

/** /settings: the cards of SPEC.md section 2, each for its roles (settingsModel.ts). */
export function SettingsPage(_: { route?: RouteDef }) {
  const translate = useTranslate();
  const { roles: role, isPending } = useSession();
  const cards = settingsCardsFor(role);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }} data-testid="screen-settings">
      <Title title={translate('app.routes.settings')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.routes.settings')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : (
        <Grid container spacing={2} alignItems="stretch">
          {cards.map((key) => (
            <Grid key={key} size={{ xs: 12, md: 6, xl: 4 }}>
              {CARDS[key]()}
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

export default SettingsPage;
