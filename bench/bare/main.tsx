// The yardstick of `npm run bench login-size`: the smallest real react-admin app, as its docs
// start one (an <Admin> with one guessed resource over ra-data-simple-rest). Keep it bare;
// telemetry is off only because the bench must not reach outside this machine.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={ListGuesser} />
    </Admin>
  </StrictMode>,
);
