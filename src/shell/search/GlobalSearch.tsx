import { useId, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useBasename, useGetIdentity, useResourceDefinitions, useTranslate } from 'react-admin';
import { SEARCH_MIN_LENGTH, type SearchHit, type SearchKind } from '../../api/profile';
import { optionId, SearchResults } from './SearchResults';
import { useGlobalSearch } from './useGlobalSearch';

const RESOURCE_OF: Record<SearchKind, string> = { student: 'students', instructor: 'instructors', group: 'groups', course: 'courses' };

/** Where a hit opens: its record's show page where the resource has one, else its edit page. */
function useRecordPath() {
  const basename = useBasename();
  const resources = useResourceDefinitions();
  return (hit: SearchHit) => {
    const resource = RESOURCE_OF[hit.kind];
    const page = resources[resource]?.hasShow ? '/show' : '';
    return `${basename}/${resource}/${encodeURIComponent(String(hit.id))}${page}`;
  };
}

function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useRecordPath();
  const listId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const search = useGlobalSearch();
  const { hits, active } = search;
  const close = () => {
    search.clear();
    onClose();
  };
  const openHit = (hit: SearchHit) => {
    close();
    navigate(pathOf(hit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      openHit(hits[active]);
    }
  };
  const busy = search.enough && search.result.isFetching;

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-label={translate('globalSearch.label')}>
      <DialogContent sx={{ p: 2 }}>
        <TextField
          autoFocus
          fullWidth
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('globalSearch.placeholder')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': translate('globalSearch.label'),
              'aria-expanded': hits.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': hits.length > 0 ? optionId(listId, active) : undefined,
              maxLength: 100,
            },
            input: {
              startAdornment: <InputAdornment position="start">{busy ? <CircularProgress size={20} /> : <SearchIcon />}</InputAdornment>,
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={translate('globalSearch.close')} onClick={close} edge="end">
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <SearchResults listId={listId} hits={hits} active={active} onHover={search.setActive} onOpen={openHit} />
        {search.tooShort && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('globalSearch.tooShort', { min: SEARCH_MIN_LENGTH })}
          </Typography>
        )}
        {search.enough && search.result.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {(search.result.error as Error).message || translate('globalSearch.failed')}
          </Alert>
        )}
        {search.enough && search.result.isSuccess && hits.length === 0 && !busy && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {translate('globalSearch.nothing')}
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The admin's search over the school from the app bar: a button (an icon on phones) opening a
 * dialog whose field lists students, instructors, groups and courses as they are typed; the
 * arrow keys pick a hit, Enter opens its page, Escape closes. Other roles see nothing.
 */
export function GlobalSearch() {
  const translate = useTranslate();
  const identity = useGetIdentity().data;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  if (identity?.authority !== 'ADMIN') return null;
  return (
    <>
      {phone ? (
        <IconButton color="inherit" aria-label={translate('globalSearch.open')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<SearchIcon />} onClick={() => setOpen(true)} sx={{ textTransform: 'none', mr: 1 }}>
          {translate('globalSearch.open')}
        </Button>
      )}
      {open && <SearchDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
