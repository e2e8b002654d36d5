import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DRAFT_KEY } from '../../src/auth/signup/draft';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { notices } from '../../src/shell/notices';
import { heading, renderSignUp, texts } from './signUpSetup';

vi.setConfig({ testTimeout: 60_000 });

const ru = texts('ru');
const s = ru.signUp;

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18nProvider.changeLocale('ru');
});
afterEach(async () => {
  notices.clear();
  window.sessionStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the wizard in Russian', () => {
  it('speaks Russian: steps, the live domain check, field checks and the plans', async () => {
    const { user } = renderSignUp();
    await heading(s.steps.domain.title);
    expect(screen.getByTestId('sign-up-progress')).toHaveTextContent('Шаг 1 из 8');
    const input = screen.getByLabelText(s.fields.domain);

    await user.type(input, 'Шк');
    expect(screen.getByTestId('domain-status')).toHaveTextContent('В домене допустимы только латинские буквы a–z, цифры и дефис.');
    await user.clear(input);
    await user.type(input, 'demo');
    await waitFor(() => expect(screen.getByTestId('domain-status')).toHaveTextContent('Домен «demo» уже занят.'));
    await user.clear(input);
    await user.type(input, 'berezka');
    await waitFor(() => expect(screen.getByTestId('domain-status')).toHaveTextContent('Домен «berezka» свободен.'));
    await user.click(screen.getByRole('button', { name: s.next }));

    await heading(s.steps.company.title);
    await user.click(screen.getByRole('button', { name: s.next }));
    expect(await screen.findByText('Введите название школы!')).toBeVisible();
    await user.type(screen.getByLabelText(new RegExp(s.fields.name)), 'Берёзка');
    await user.click(screen.getByRole('button', { name: s.next }));

    await heading(s.steps.timezone.title);
    expect(screen.getByText(ru.schools.timezone.hint)).toBeVisible();
    await user.click(screen.getByRole('button', { name: s.next }));

    await heading(s.steps.tariff.title);
    expect(await screen.findByRole('radio', { name: /^Бесплатный/ })).toBeVisible();
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('До 50 студентов');
    expect(screen.getByTestId('tariff-free')).toHaveTextContent('До 3 преподавателей');
    expect(screen.getByTestId('tariff-price-free')).toHaveTextContent('Бесплатно');
    expect(screen.getByTestId('tariff-price-pro')).toHaveTextContent(/99\s\$ в месяц/);
    await user.click(screen.getByRole('button', { name: s.next }));
    expect(await screen.findByText('Выберите тариф!')).toBeVisible();
  });

  it('the account step uses the SPEC messages in Russian, and the end says to check the email in Russian', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        domain: 'berezka',
        name: 'Берёзка',
        timezone: 'UTC',
        tariffId: 1,
        themeColor: '#2b8a3e',
        email: 'admin@demo.test',
        step: 6,
      }),
    );
    const { user } = renderSignUp();
    await heading(s.steps.account.title);
    await user.click(screen.getByRole('button', { name: s.next }));
    expect(await screen.findByText('Введите пароль!')).toBeVisible();
    await user.type(screen.getByLabelText(new RegExp(s.fields.firstName)), 'Анна');
    await user.type(screen.getByLabelText(new RegExp(s.fields.lastName)), 'Админова');
    await user.type(screen.getByLabelText(new RegExp(`^${s.fields.password}`)), 'secret1');
    await user.type(screen.getByLabelText(new RegExp(s.fields.confirmPassword)), 'secret2');
    await user.click(screen.getByRole('button', { name: s.next }));
    expect(await screen.findByText('Пароли не совпадают!')).toBeVisible();
    await user.clear(screen.getByLabelText(new RegExp(s.fields.confirmPassword)));
    await user.type(screen.getByLabelText(new RegExp(s.fields.confirmPassword)), 'secret1');
    await user.click(screen.getByRole('button', { name: s.next }));

    await heading(s.steps.terms.title);
    await user.click(screen.getByRole('button', { name: s.finish }));
    expect(await screen.findByText('Необходимо принять условия использования.')).toBeVisible();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: s.finish }));
    await heading('Проверьте почту');
    expect(screen.getByTestId('sign-up-sent')).toHaveTextContent(
      'Мы отправили письмо на admin@demo.test. Откройте ссылку из него, чтобы завершить создание школы и войти.',
    );
  });

  it('a used link says so in Russian', async () => {
    renderSignUp('/sign-up/confirm?token=bad-token');
    await heading(s.confirm.failedTitle);
    expect(screen.getByTestId('sign-up-confirm-error')).toHaveTextContent(
      'Ссылка подтверждения недействительна или уже использована. Войдите или зарегистрируйтесь заново.',
    );
    expect(screen.getByRole('link', { name: s.confirm.signUpAgain })).toHaveAttribute('href', '/sign-up');
  });
});
