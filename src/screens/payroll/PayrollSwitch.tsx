/** The button from one payroll screen to the other: the calculation and the history of the payments. */
import { Link, useTranslate } from 'react-admin';
import { Button } from '@mui/material';

const SCREENS = {
  payroll: { path: '/management/payroll', text: 'app.payroll.open_payroll', testId: 'payroll-open-payroll' },
  history: { path: '/management/payroll/history', text: 'app.payroll.open_history', testId: 'payroll-open-history' },
} as const;

export function PayrollSwitch({ to }: { to: keyof typeof SCREENS }) {
  const translate = useTranslate();
  const screen = SCREENS[to];
  return (
    <Button component={Link} to={screen.path} data-testid={screen.testId}>
      {translate(screen.text)}
    </Button>
  );
}
