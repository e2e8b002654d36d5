import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, type LayoutProps } from 'react-admin';
import { AreaDocumentTitle } from './AreaDocumentTitle';
import { AreaMenu } from './AreaMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutUserMenu } from './LogoutConfirm';
import { NotificationBell } from './notifications/NotificationBell';
import { SchoolBrand } from './SchoolBrand';
import { GlobalSearch } from './search/GlobalSearch';
import { usePageHasOwnHeading } from './pageHeading';
import { useSelectedTabsInView } from './useSelectedTabsInView';

function LmsAppBar() {
  const pageHasOwnHeading = usePageHasOwnHeading();
  return (
    <AppBar
      color="primary"
      toolbar={
        <>
          <GlobalSearch />
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
        It is the page's h1 unless the page shows its own (pageHeading.ts): a role, not another
        element, since react-admin's <Title> keeps the element it first found and writes into it,
        so a new one (an h1 becoming a span) would leave the bar and the tab's title empty.
      */}
      <TitlePortal
        component="div"
        role={pageHasOwnHeading ? undefined : 'heading'}
        aria-level={pageHasOwnHeading ? undefined : 1}
        sx={{ minWidth: 0, '& > span': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      />
      <AreaDocumentTitle />
    </AppBar>
  );
}

/** react-admin's floating Create button on phones (CreateButtonClasses.floating). */
const FAB_CLASS = 'RaCreateButton-floating';
/** Its bottom offset (60) and height (56), and a margin. */
const FAB_CLEARANCE_PX = 60 + 56 + 16;

/** The layout every area shares: react-admin's, with the notifications bell and the language switch in the app bar. */
export function AppLayout({ children, ...props }: LayoutProps & { children?: ReactNode }) {
  useSelectedTabsInView();
  return (
    // On phones the layout keeps the screen's width (react-admin's grows to fit its widest
    // child): tabs and tables scroll inside it, so the page never scrolls sideways.
    <Layout
      {...props}
      appBar={LmsAppBar}
      menu={AreaMenu}
      sx={{
        minWidth: { xs: 0, md: 'fit-content' },
        '& .RaLayout-content': { minWidth: 0 },
        // The phone's floating + (60 px up, 56 high) would sit on the last row's buttons: the
        // page ends below it, so every row can be scrolled clear of it.
        [`& .RaLayout-content:has(.${FAB_CLASS})`]: { pb: `${FAB_CLEARANCE_PX}px` },
      }}
    >
      {children}
    </Layout>
  );
}
