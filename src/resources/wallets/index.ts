import { lazy } from 'react';
// an icon the menu already loads: the entry bundle stays as small as before
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { screenOf } from '../../layout/Screen';

/**
 * Wallets: the resource `management/wallets`: list at /management/wallets and a wallet (its balance,
 * movements and operations) at /management/wallets/{id}, react-admin's edit path, as SPEC.md has it.
 */
export const WalletListScreen = lazy(() => import('./WalletList'));
export const WalletScreen = lazy(() => import('./WalletShow'));

export default {
  list: screenOf('wallets', WalletListScreen),
  edit: screenOf('wallet', WalletScreen),
  icon: BusinessCenterIcon,
  recordRepresentation: 'name',
};
