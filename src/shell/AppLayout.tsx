import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, TitlePortal, UserMenu, type LayoutProps } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

function LmsAppBar() {
  return (
    <AppBar
      color="primary"
      toolbar={<LanguageSwitch />}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/** The layout every area shares: react-admin's, with the language switch in the app bar. */
export function AppLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  return (
    <Layout {...props} appBar={LmsAppBar}>
      {children}
    </Layout>
  );
}
