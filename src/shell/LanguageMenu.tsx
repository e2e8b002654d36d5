import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'ra-core';
import { LANGUAGES, type Language } from '../api/constants';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  locale: string;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The languages to choose from, opened by LanguageSwitch (its own chunk: see there). */
export default function LanguageMenu({ anchor, locale, onChoose, onClose }: LanguageMenuProps) {
  const translate = useTranslate();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} selected={language === locale} lang={language} onClick={() => onChoose(language)}>
          {translate(`app.languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
