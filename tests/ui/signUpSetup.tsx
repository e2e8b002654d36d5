import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import SignUpPage from '../../src/auth/signup/SignUpPage';
import SignUpConfirmPage from '../../src/auth/signup/SignUpConfirmPage';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { AppProviders } from '../../src/shell/AppProviders';

/* The sign-up wizard as the app mounts it at /sign-up, against the mock API (src/mocks/schoolHandlers.ts). */

function Landing() {
  return <p>Landed on {useLocation().pathname}</p>;
}

export const texts = (lang: 'en' | 'ru' = 'en') => (lang === 'ru' ? ruApp : enApp);

export function renderSignUp(entry = '/sign-up') {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <AppProviders>
        <Routes>
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/sign-up/confirm" element={<SignUpConfirmPage />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Bytes of a PNG of the given size: the signature and the IHDR chunk are what the picker reads. */
export function pngFile(width: number, height: number, name = 'logo.png'): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

/** The first bytes of a GIF of the given size. */
export function gifFile(width: number, height: number, name = 'icon.gif'): File {
  const bytes = new Uint8Array(32);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return new File([bytes], name, { type: 'image/gif' });
}

export const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
