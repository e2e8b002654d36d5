import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../src/api/constants';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { TimezoneField } from '../../src/resources/school/TimezoneField';

vi.setConfig({ testTimeout: 30_000 });

/** The picker on its own, holding what was picked as the forms do. */
function Picker({ onPick }: { onPick: (zone: string | null) => void }) {
  const [zone, setZone] = useState<string | null>('UTC');
  return (
    <TimezoneField
      value={zone}
      onChange={(next) => {
        setZone(next);
        onPick(next);
      }}
    />
  );
}

function renderPicker(locale: Language) {
  const picked: Array<string | null> = [];
  render(
    <TestProviders locale={locale}>
      <Picker onPick={(zone) => picked.push(zone)} />
    </TestProviders>,
  );
  return { user: userEvent.setup({ delay: null }), picked };
}

/** The zones of the options the picker shows now. */
const shownZones = () =>
  screen.getAllByRole('option').map((option) => /[A-Z][A-Za-z_-]+\/[A-Za-z_/-]+/.exec(option.textContent ?? '')?.[0]);

describe('the timezone picker', () => {
  it('finds zones by their Russian city names, and by other cities keeping their time', async () => {
    const { user, picked } = renderPicker('ru');
    const input = await screen.findByLabelText(ruApp.schools.timezone.label);
    for (const [typed, zone] of [
      ['Екатеринбург', 'Asia/Yekaterinburg'],
      ['новосибирск', 'Asia/Novosibirsk'],
      ['Казань', 'Europe/Moscow'],
      ['Кишинев', 'Europe/Chisinau'],
    ]) {
      await user.clear(input);
      await user.type(input, typed);
      expect(shownZones(), typed).toEqual([zone]);
    }
    await user.clear(input);
    await user.type(input, 'Москва');
    await user.click(await screen.findByRole('option', { name: 'Москва — Europe/Moscow (UTC+03:00)' }));
    expect(picked.at(-1)).toBe('Europe/Moscow');
    expect(input).toHaveValue('Москва — Europe/Moscow (UTC+03:00)');
  });

  it('in English, labels by the zone and still finds Russian city names', async () => {
    const { user, picked } = renderPicker('en');
    const input = await screen.findByLabelText(enApp.schools.timezone.label);
    await user.clear(input);
    await user.type(input, 'Екатеринбург');
    await user.click(await screen.findByRole('option', { name: /^Asia\/Yekaterinburg \(UTC\+05:00\)$/ }));
    expect(picked.at(-1)).toBe('Asia/Yekaterinburg');
    await user.clear(input);
    await user.type(input, 'berlin');
    expect(shownZones()).toEqual(['Europe/Berlin']);
  });
});
