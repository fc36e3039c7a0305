// an icon the menu already loads: the entry bundle stays as small as before
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { resourceIndex } from '../../ui/resourceIndex';

/**
 * Wallets: the resource `wallets`: list at /management/wallets and a wallet (its balance,
 * movements and operations) at /management/wallets/{id}, react-admin's edit path, as SPEC.md has it.
 */
export default resourceIndex({
  list: ['wallets', () => import('./WalletList')],
  edit: ['wallet', () => import('./WalletShow')],
  icon: BusinessCenterIcon,
});
