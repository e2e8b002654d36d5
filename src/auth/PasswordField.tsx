import { forwardRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'ra-core';
import { AuthTextField, type AuthTextFieldProps } from './AuthTextField';

/** A password input with a show/hide button. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<AuthTextFieldProps, 'type' | 'endAdornment'>>(
  function PasswordField(props, ref) {
    const translate = useTranslate();
    const [visible, setVisible] = useState(false);
    return (
      <AuthTextField
        {...props}
        ref={ref}
        type={visible ? 'text' : 'password'}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={translate(visible ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
              onClick={() => setVisible((v) => !v)}
              edge="end"
            >
              {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    );
  },
);
