import { forwardRef } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';
import { PROFILE_PATH } from './routes';

/** The user menu's first item: the area's profile page. */
export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(_props, ref) {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={`${basename}${PROFILE_PATH}`} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('profile.menu')}</ListItemText>
    </MenuItem>
  );
});
