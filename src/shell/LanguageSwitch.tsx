import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'ra-core';
import { lazyWithTimeout } from './lazyWithTimeout';

// The menu (with MUI's popover and modal) loads when first wanted: the login page shows only
// the button. Pointing at or focusing the button starts the download before the click.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazyWithTimeout(loadMenu);

/** The language menu: used on the login pages and in every area's app bar. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The name starts with what the button shows (WCAG 2.5.3, label in name), then says what it is.
        aria-label={`${locale.toUpperCase()} — ${translate('app.language')}`}
        aria-haspopup="menu"
        data-testid="language-switch"
        onPointerEnter={() => void loadMenu().catch(() => undefined)}
        onFocus={() => void loadMenu().catch(() => undefined)}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {locale.toUpperCase()}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            anchor={anchor}
            locale={locale}
            onClose={() => setAnchor(null)}
            onChoose={(language) => {
              setLocale(language);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
