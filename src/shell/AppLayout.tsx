import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, type LayoutProps } from 'react-admin';
import { AreaMenu } from './AreaMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutUserMenu } from './LogoutConfirm';
import { NotificationBell } from './notifications/NotificationBell';
import { SchoolBrand } from './SchoolBrand';

function LmsAppBar() {
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <NotificationBell />
          <LanguageSwitch />
        </>
      }
      userMenu={<LogoutUserMenu />}
    >
      <SchoolBrand />
      {/*
        A flex item shrinks below its text only with min-width 0; the title sits in an
        inline-block of react-admin's, which must be a block for a long title to end in "…".
      */}
      <TitlePortal
        sx={{ minWidth: 0, '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      />
    </AppBar>
  );
}

/** The layout every area shares: react-admin's, with the notifications bell and the language switch in the app bar. */
export function AppLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  return (
    // On phones the layout keeps the screen's width (react-admin's grows to fit its widest
    // child): tabs and tables scroll inside it, so the page never scrolls sideways.
    <Layout
      {...props}
      appBar={LmsAppBar}
      menu={AreaMenu}
      sx={{ minWidth: { xs: 0, md: 'fit-content' }, '& .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
