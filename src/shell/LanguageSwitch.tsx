import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGUAGES } from '../api/constants';

/** The language menu: used on the login pages and in every area's app bar. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language')}
        aria-haspopup="menu"
        data-testid="language-switch"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === locale}
            lang={language}
            onClick={() => {
              setLocale(language);
              setAnchor(null);
            }}
          >
            {translate(`app.languages.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
