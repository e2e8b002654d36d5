import { SearchInput } from 'react-admin';

/** The search box every admin list starts its filters with (the API's `search`). */
export const searchFilter = <SearchInput key="search" source="search" alwaysOn />;
