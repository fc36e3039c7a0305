import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../i18n';
import { SettingsCard } from '../../ui/SettingsCard';
import { CheckList } from '../../ui/Checks';

/** Language: one checkbox per language; ticking one switches to it (unticking the current one does nothing). */
export function LanguageCard() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <SettingsCard title={translate('app.money.settings.language')} testId="settings-language">
      <CheckList
        items={LOCALES}
        itemKey={(l) => l.locale}
        label={(l) => l.name}
        checked={(l) => locale === l.locale}
        onCheck={(l, checked) => {
          if (checked) setLocale(l.locale);
        }}
        input={(l) => ({ 'data-testid': `settings-language-${l.locale}` })}
      />
    </SettingsCard>
  );
}
