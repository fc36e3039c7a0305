/**
 * The one step-by-step dialog (the place and place type wizards; later receptions and the checkout):
 * a title, a stepper, the current step's content, and Cancel / Back / the step's own action. Nothing
 * it holds is saved before the last step's action (the caller's one call), so Cancel, Escape or a
 * closed browser leave nothing behind. A stray click outside does not close it.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Stepper } from '@mui/material';
import { BusyButton } from './BusyButton';

export interface WizardDialogProps {
  open: boolean;
  title: ReactNode;
  /** translation keys of the step labels */
  steps: readonly string[];
  step: number;
  /** the step's content */
  children: ReactNode;
  onCancel: () => void;
  /** Back goes one step back (shown from the second step on) */
  onBack: () => void;
  /** the step's action: Next moves on, the last step's Finish saves */
  action: { label: string; onClick?: () => void; submitForm?: string; disabled: boolean; testId: string };
  busy?: boolean;
  testId: string;
  cancelTestId?: string;
  /** step labels under their numbers (for three or more steps) */
  alternativeLabel?: boolean;
}

export function WizardDialog({ open, title, steps, step, children, onCancel, onBack, action, busy, testId, cancelTestId, alternativeLabel }: WizardDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' && !busy) onCancel();
      }}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }} alternativeLabel={alternativeLabel}>
          {steps.map((key) => (
            <Step key={key}>
              <StepLabel>{translate(key)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} data-testid={cancelTestId ?? `${testId}-cancel`}>
          {translate('app.money.common.cancel')}
        </Button>
        {step > 0 && (
          <Button onClick={onBack} disabled={busy}>
            {translate('app.money.common.back')}
          </Button>
        )}
        <BusyButton type={action.submitForm ? 'submit' : 'button'} form={action.submitForm} onClick={action.onClick} busy={!!busy} disabled={action.disabled} data-testid={action.testId}>
          {translate(action.label)}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
