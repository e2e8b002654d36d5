import { createContext, useContext } from 'react';
import { Menu, useBasename, useResourceDefinitions, useTranslate } from 'react-admin';
import type { AreaSection } from './AreaHome';

/** The sections of the area being shown, for its side menu (set by `Area`). */
export const AreaSectionsContext = createContext<AreaSection[]>([]);

/**
 * The side menu of every area: the home, then each section that opens something, in the
 * order the area's home lists them: a hand-built page (`to`) or a resource's list.
 */
export function AreaMenu() {
  const sections = useContext(AreaSectionsContext);
  const resources = useResourceDefinitions();
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      {sections.map(({ key, icon: Icon, to }) => {
        if (to) return <Menu.Item key={key} to={`${basename}${to}`} primaryText={translate(`sections.${key}`)} leftIcon={<Icon />} />;
        if (resources[key]?.hasList) return <Menu.ResourceItem key={key} name={key} />;
        return null;
      })}
    </Menu>
  );
}
