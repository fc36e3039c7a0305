import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Box, Button, FormHelperText, Link, Paper, Typography } from '@mui/material';
import { signUpBody, SIGN_UP_EMAIL_MAX, SIGN_UP_NAME_MAX, SIGN_UP_PASSWORD_MAX, type SignUpInput } from '../domain/signUp';
import { fieldErrorText, zodResolver } from '../layout/feedback';
import { AuthTextFields, type AuthField } from './AuthTextFields';
import { FormCheck } from '../ui/Checks';

const resolver = zodResolver<SignUpInput>(signUpBody);

const TEXT_FIELDS: AuthField<Exclude<keyof SignUpInput, 'policy'>>[] = [
  { name: 'first_name', max: SIGN_UP_NAME_MAX, autoComplete: 'given-name' },
  { name: 'last_name', max: SIGN_UP_NAME_MAX, autoComplete: 'family-name' },
  { name: 'email', max: SIGN_UP_EMAIL_MAX, type: 'email', autoComplete: 'email' },
  { name: 'password', max: SIGN_UP_PASSWORD_MAX, type: 'password', autoComplete: 'new-password' },
];

/**
 * The sign-up page of SPEC.md section 2 ("not routed": no API creates an account from it). The fields
 * follow SPEC.md section 5; a valid submit only navigates to '/' as the spec says.
 */
export function SignUp() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitted },
  } = useForm<SignUpInput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', policy: false },
  });

  const fieldError = (name: keyof SignUpInput, max?: number) => {
    const e = errors[name];
    if (!e || (!touchedFields[name] && !isSubmitted)) return undefined;
    return fieldErrorText(translate, e.message, max);
  };

  const onSubmit = () => navigate('/');
  const policyError = fieldError('policy');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }} data-testid="screen-sign_up">
      <Paper component="form" onSubmit={handleSubmit(onSubmit)} noValidate sx={{ p: 4, width: '100%', maxWidth: 440 }} elevation={3}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {translate('app.sign_up.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.sign_up.subtitle')}
        </Typography>
        <AuthTextFields fields={TEXT_FIELDS} register={register} error={fieldError} labels="app.sign_up" testId={(name) => `sign-up-${name}`} margin="dense" />
        <FormCheck control={control} name="policy" label={translate('app.sign_up.policy')} input={{ 'aria-invalid': !!policyError, 'data-testid': 'sign-up-policy' }} />
        <FormHelperText error sx={{ mt: 0, mb: 1 }}>
          {policyError ?? ' '}
        </FormHelperText>
        <Button type="submit" variant="contained" fullWidth size="large" data-testid="sign-up-submit">
          {translate('app.sign_up.submit')}
        </Button>
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {translate('app.sign_up.have_account')}{' '}
          <Link component={RouterLink} to="/sign-in" data-testid="sign-up-sign-in">
            {translate('app.sign_up.sign_in')}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}

export default SignUp;
