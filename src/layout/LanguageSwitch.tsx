import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES } from '../i18n';

/**
 * The app bar's language switch, compact enough for a 390 px phone: the icon and the two-letter code
 * of the current language; the menu lists the languages by their own names.
 */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the accessible name starts with the visible code (WCAG 2.5.3)
  const label = `${locale.toUpperCase()} (${translate('app.language.label')}: ${LOCALES.find((l) => l.locale === locale)?.name ?? locale})`;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={label}
        title={label}
        data-testid="language-switch"
        sx={{ minWidth: 0, px: 1 }}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setAnchor(null);
              void setLocale(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
