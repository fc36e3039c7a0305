/**
 * The one form dialog (ARCHITECTURE.md section 9): a react-admin `<Form>` (react-hook-form) in a MUI
 * dialog, validated by the contract's zod request schema, with Cancel and a submit button that stays
 * disabled while the form is invalid, unchanged or submitting. Server refusals come back onto their
 * fields (the API's `field`) and as one toast; the values stay for a retry. No field lives in useState.
 *
 *   <FormDialog open title="..." schema={placeBody} defaultValues={{ name: '' }} onSubmit={save} onClose={close}>
 *     <TextInput source="name" />
 *     <AmountInput source="amount" />
 *   </FormDialog>
 */
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { errorsOf } from '../providers/httpClient';
import { useAppNotify, issuesToErrors } from '../layout/feedback';
import { messageKey } from '../i18n';
import { BusyButton } from './BusyButton';

/** The translation key of a rule code, for react-admin inputs (they translate their error message). */
export function ruleKey(code: string): string {
  return ['required', 'invalid', 'must_be_checked'].includes(code) ? `app.validation.${code}` : messageKey(code);
}

/** A contract's zod schema as a react-hook-form resolver whose messages are translation keys. */
export function contractResolver<T extends FieldValues>(schema: z.ZodType, toInput: (values: T) => unknown = (v) => v): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: issuesToErrors<T>(parsed.error.issues.map((i) => ({ ...i, message: ruleKey(i.message) }))) };
  };
}

/** API field errors -> `{ 'prices.0.discount': key }` for react-admin's form (it sets them on the fields). */
export function submissionErrors(error: unknown): Record<string, string> | undefined {
  const withField = errorsOf(error).filter((e) => e.field);
  if (!withField.length) return undefined;
  return Object.fromEntries(withField.map((e) => [e.field!, ruleKey(e.code)]));
}

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: ReactNode;
  /** the contract's request schema */
  schema: z.ZodType;
  /** form values -> what the schema checks (e.g. numbers from selects) */
  toInput?: (values: T) => unknown;
  defaultValues: Partial<T>;
  /** resolves when saved (the dialog's owner closes it); rejects with the API failure to keep the values */
  onSubmit: (values: T) => Promise<unknown>;
  onClose: () => void;
  /** translation key of the submit button (default ra.action.save) */
  submitLabel?: string;
  /** the submit button is enabled on an untouched form too (a form whose defaults are a valid answer) */
  allowPristine?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
  children: ReactNode;
}

/** A form's submit button: disabled while submitting, invalid or (unless `allowPristine`) unchanged. */
export function SaveButton({ label, allowPristine, testId }: { label: string; allowPristine?: boolean; testId?: string }) {
  const translate = useTranslate();
  const { isSubmitting, isDirty, isValid } = useFormState();
  return (
    <BusyButton type="submit" busy={isSubmitting} disabled={!isValid || (!allowPristine && !isDirty)} data-testid={testId}>
      {translate(label)}
    </BusyButton>
  );
}

export function FormDialog<T extends FieldValues>({
  open,
  title,
  schema,
  toInput,
  defaultValues,
  onSubmit,
  onClose,
  submitLabel = 'ra.action.save',
  allowPristine,
  maxWidth = 'sm',
  testId,
  children,
}: FormDialogProps<T>) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const submit = async (values: FieldValues) => {
    try {
      await onSubmit(values as T);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} data-testid={testId} aria-labelledby={testId ? `${testId}-title` : undefined}>
      {open && (
        <Form defaultValues={defaultValues} resolver={contractResolver<T>(schema, toInput) as Resolver<FieldValues>} onSubmit={submit} mode="onChange" noValidate>
          <DialogTitle id={testId ? `${testId}-title` : undefined}>{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid={testId ? `${testId}-cancel` : undefined}>
              {translate('ra.action.cancel')}
            </Button>
            <SaveButton label={submitLabel} allowPristine={allowPristine} testId={testId ? `${testId}-submit` : undefined} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
