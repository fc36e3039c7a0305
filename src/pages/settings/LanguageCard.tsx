import { useLocaleState, useTranslate } from 'react-admin';
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { LOCALES } from '../../i18n';
import { SettingsCard } from './SettingsCard';

/** Language: one checkbox per language; ticking one switches to it (unticking the current one does nothing). */
export function LanguageCard() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <SettingsCard title={translate('app.money.settings.language')} testId="settings-language">
      <FormGroup>
        {LOCALES.map((l) => (
          <FormControlLabel
            key={l.locale}
            label={l.name}
            control={
              <Checkbox
                checked={locale === l.locale}
                onChange={(e) => {
                  if (e.target.checked) setLocale(l.locale);
                }}
                slotProps={{ input: { 'data-testid': `settings-language-${l.locale}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </SettingsCard>
  );
}
