import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { loginBody, PASSWORD_MAX, USERNAME_MAX, type LoginInput } from '../domain/auth/contract';
import { LOCALES } from '../i18n';
import { messageKey } from '../i18n';
import { errorsOf } from '../providers/httpClient';
import { getToken } from '../providers/token';
import { fieldErrorText, zodResolver } from '../layout/feedback';
import { AuthTextFields, type AuthField } from './AuthTextFields';

const resolver = zodResolver<LoginInput>(loginBody);

const FIELDS: AuthField<keyof LoginInput>[] = [
  { name: 'username', max: USERNAME_MAX, autoComplete: 'username' },
  { name: 'password', max: PASSWORD_MAX, type: 'password', autoComplete: 'current-password' },
];

export function SignIn() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const login = useLogin();
  const notify = useNotify();
  const [authorizing, setAuthorizing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, touchedFields },
  } = useForm<LoginInput>({ mode: 'onTouched', resolver, defaultValues: { username: '', password: '' } });

  if (getToken()) return <Navigate to="/workplace" replace />;

  const fieldError = (name: keyof LoginInput, max: number) => {
    const e = errors[name];
    if (!e || !touchedFields[name]) return undefined;
    return fieldErrorText(translate, e.message, max);
  };

  const onSubmit = async (values: LoginInput) => {
    setAuthorizing(true);
    try {
      await login(values, '/workplace');
    } catch (error) {
      const code = errorsOf(error)[0]?.code ?? (error as Error)?.message ?? 'server_error';
      notify(messageKey(code), {
        type: 'error',
        anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
        autoHideDuration: 6000,
      });
      setAuthorizing(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        data-testid="sign-in-side-panel"
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          p: 8,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #1e3a8a 0%, #2563eb 55%, #0ea5e9 100%)',
        }}
      >
        <StorefrontIcon sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h3" component="p" sx={{ fontWeight: 600, mb: 2 }}>
          {translate('app.name')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {translate('app.sign_in.side_title')}
        </Typography>
        <Typography variant="body1" sx={{ opacity: 0.9, maxWidth: 520 }}>
          {translate('app.sign_in.side_text')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper component="form" onSubmit={handleSubmit(onSubmit)} noValidate sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={3}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h1" noWrap sx={{ flexShrink: 0 }}>
              {translate('app.sign_in.title')}
            </Typography>
            <TextField
              select
              size="small"
              label={translate('app.language.label')}
              value={locale}
              onChange={(e) => setLocale(e.target.value)}
              slotProps={{ select: { inputProps: { 'data-testid': 'sign-in-language' } } }}
            >
              {LOCALES.map((l) => (
                <MenuItem key={l.locale} value={l.locale}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.sign_in.subtitle')}
          </Typography>
          <AuthTextFields fields={FIELDS} register={register} error={fieldError} labels="app.sign_in" testId={(name) => name} margin="normal" />
          <Button
            type="submit"
            variant="contained"
            fullWidth
            size="large"
            disabled={!isValid || authorizing}
            sx={{ mt: 2 }}
            data-testid="sign-in-submit"
            startIcon={authorizing ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {translate('app.sign_in.submit')}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}

export default SignIn;
