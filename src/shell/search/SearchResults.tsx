import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslate } from 'react-admin';
import { SEARCH_KINDS, type SearchHit } from '../../api/profile';

interface SearchResultsProps {
  listId: string;
  hits: SearchHit[];
  active: number;
  onHover: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
}

/** The id of a hit's option, for the field's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The hits grouped by kind (students, instructors, groups, courses), as a listbox the field drives. */
export function SearchResults({ listId, hits, active, onHover, onOpen }: SearchResultsProps) {
  const translate = useTranslate();
  return (
    <List id={listId} role="listbox" aria-label={translate('globalSearch.label')} dense disablePadding>
      {SEARCH_KINDS.map((kind) => {
        const group = hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${listId}-${kind}`;
        return (
          <Box component="li" key={kind} role="presentation" sx={{ listStyle: 'none' }}>
            <List role="group" aria-labelledby={headingId} dense disablePadding>
              <ListSubheader id={headingId} disableSticky role="presentation" sx={{ lineHeight: 2.5 }}>
                {translate(`globalSearch.kinds.${kind}`)}
              </ListSubheader>
              {group.map(({ hit, index }) => (
                <ListItemButton
                  key={`${hit.kind}-${hit.id}`}
                  id={optionId(listId, index)}
                  role="option"
                  aria-selected={index === active}
                  selected={index === active}
                  tabIndex={-1}
                  onMouseMove={() => onHover(index)}
                  onClick={() => onOpen(hit)}
                >
                  <ListItemText primary={hit.label} slotProps={{ primary: { noWrap: true } }} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        );
      })}
    </List>
  );
}
