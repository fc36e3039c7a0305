/**
 * The page of a new record of a react-admin resource (a customer, an employee): the title, the form in
 * a card with save and cancel. Saving creates the record, toasts `success` (with the record's name),
 * and opens its edit page; the server's refusals are toasted and come back onto their fields.
 */
import type { ReactNode } from 'react';
import { Form, Title, useCreate, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useAppNotify } from '../layout/feedback';
import { SaveButton, submissionErrors } from './FormDialog';

export function CreateFormPage<T extends FieldValues>({
  resource,
  title,
  success,
  listPath,
  defaultValues,
  resolver,
  payload,
  maxWidth,
  testId,
  saveTestId,
  children,
}: {
  resource: string;
  /** translation key of the page's title */
  title: string;
  /** translation key of the success toast; gets the created record's `name` */
  success: string;
  /** the list: cancel goes back there, the new record opens at `${listPath}/edit/{id}` */
  listPath: string;
  defaultValues: T;
  resolver: Resolver<T>;
  /** the form's values as the API takes them */
  payload: (values: Partial<T>) => Record<string, unknown>;
  maxWidth: number;
  testId: string;
  saveTestId: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useAppNotify();
  const [create] = useCreate();
  const save = async (values: FieldValues) => {
    try {
      const made = await create(resource, { data: payload(values as Partial<T>) }, { returnPromise: true });
      notify.success(success, { name: made.name });
      navigate(`${listPath}/edit/${made.id}`);
      return undefined;
    } catch (err) {
      notify.error(err);
      return submissionErrors(err);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth }} data-testid={testId}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      <Card>
        <CardContent>
          <Form defaultValues={defaultValues} resolver={resolver as Resolver<FieldValues>} onSubmit={save} mode="onChange" noValidate>
            {children}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <SaveButton label="ra.action.save" testId={saveTestId} />
              <Button onClick={() => navigate(listPath)}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
