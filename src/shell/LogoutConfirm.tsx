import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useGetIdentity, useLogout, useTranslate, UserMenu, useUserMenu } from 'react-admin';
import { ProfileMenuItem } from './profile/ProfileMenuItem';

/** react-admin's Logout item in look and words, but it only asks: the dialog decides. */
function LogoutMenuItem({ onAsk }: { onAsk: () => void }) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      className="logout"
      onClick={() => {
        menu?.onClose();
        onAsk();
      }}
    >
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout', { _: 'Logout' })}</ListItemText>
    </MenuItem>
  );
}

export interface LogoutDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §2 logout dialog: asks before the session ends; Cancel, the harmless choice, has the focus. */
export function LogoutDialog({ open, onCancel, onConfirm }: LogoutDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{translate('logoutDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{translate('logoutDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {translate('logoutDialog.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} startIcon={<ExitIcon />} data-testid="confirm-logout">
          {translate('logoutDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The app bar's user menu (with the user's photo, react-admin's identity avatar): Profile opens
 * the area's profile page; Logout opens the dialog, which lives beside the menu (not in it) so
 * it stays open once the menu has closed. Confirming logs out; Cancel leaves everything as it was.
 */
export function LogoutUserMenu() {
  const logout = useLogout();
  const translate = useTranslate();
  const fullName = useGetIdentity().data?.fullName;
  const [asking, setAsking] = useState(false);
  // From 'sm' up the button shows the user's name: its accessible name starts with it (WCAG
  // 2.5.3, label in name). Below, react-admin shows an icon and translates the label itself,
  // falling back to an English 'Profile' for anything that is not a key: it gets the key.
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = fullName && showsName ? `${fullName} — ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <>
      <UserMenu label={label}>
        <ProfileMenuItem />
        <LogoutMenuItem onAsk={() => setAsking(true)} />
      </UserMenu>
      <LogoutDialog
        open={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void logout();
        }}
      />
    </>
  );
}
