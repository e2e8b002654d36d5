import { useEffect, useMemo, useState } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import type { Role } from '../api/constants';
import { authProvider } from '../dataProvider';
import { dataProvider } from '../dataProvider/appDataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { onLanguageChange } from '../i18n/locale';
import { PAGE_DICTIONARIES } from '../i18n/dictionaries';
import { useDictionaries } from '../i18n/useDictionaries';
import { ROLE_HOME } from '../api/constants';
import { AppLayout } from './AppLayout';
import { AreaSectionsContext } from './AreaMenu';
import { AreaHome, type AreaSection } from './AreaHome';
import { RaNotificationBridge } from './RaNotificationBridge';
import { Spinner } from './Spinner';
import { areaDarkTheme, areaLightTheme, localizedTheme } from './theme';
import { useLanguage } from '../i18n/useLanguage';
import { brandThemes, useBranding } from './branding';

export interface AreaProps {
  role: Role;
  sections: AreaSection[];
  /** Whether the home page shows the announcements the user may read. */
  announcements?: boolean;
  /** What the area's home shows beside the sections, after the welcome (e.g. the student's deadlines). */
  home?: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * One role's react-admin shell, mounted at its basename (/admin, /instructor, /student).
 * All three share the providers, layout, theme and notices; each adds its own resources
 * and hand-built pages as children.
 */
export function Area({ role, sections, announcements = false, home, children }: AreaProps) {
  // The area's strings in the current language before anything of it renders.
  useDictionaries(PAGE_DICTIONARIES[role]);
  const [store] = useState(() => {
    // List params and preferences persist per area; the language is the app's one choice.
    const s = localStorageStore('1', `lms-${role.toLowerCase()}`);
    s.setItem('locale', i18nProvider.getLocale());
    return s;
  });
  useEffect(() => onLanguageChange((language) => store.setItem('locale', language)), [store]);
  // The school's colour, once known (SchoolBrand in the app bar learns it), in light and dark mode.
  const themeColor = useBranding()?.themeColor;
  const language = useLanguage();
  const themes = useMemo(
    () => brandThemes(localizedTheme(areaLightTheme, language), localizedTheme(areaDarkTheme, language), themeColor),
    [themeColor, language],
  );

  return (
    <AreaSectionsContext.Provider value={sections}>
      <Admin
        basename={ROLE_HOME[role]}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={themes.light}
        darkTheme={themes.dark}
        layout={AppLayout}
        dashboard={() => <AreaHome sections={sections} announcements={announcements} extra={home} />}
        notification={RaNotificationBridge}
        loading={() => <Spinner />}
        requireAuth
        disableTelemetry
      >
        {children}
        <CustomRoutes>
          <Route path="/home" element={<AreaHome sections={sections} announcements={announcements} extra={home} />} />
        </CustomRoutes>
      </Admin>
    </AreaSectionsContext.Provider>
  );
}
