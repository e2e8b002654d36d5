import type { AuthResponse, ListResponse } from '../../api/types';
import type { DomainCheckResponse, SignUpAnswer, SignUpInput, TariffDto } from '../../api/schools';
import { ROLE_HOME } from '../../api/constants';
import { API_URL, httpClient } from '../../dataProvider';
import { saveSession } from '../session';

/* The sign-up wizard's calls (src/api/schools.ts), through the app's one HTTP client. */

const url = (path: string) => `${API_URL}/${path}`;

/** The live check of a domain: available, taken, reserved or malformed, with the server's words. */
export function checkDomainAvailability(domain: string, signal?: AbortSignal): Promise<DomainCheckResponse> {
  return httpClient<DomainCheckResponse>(url('schools/domain-check'), { searchParams: { domain }, signal });
}

/** The plans a new school can choose. */
export async function fetchTariffs(): Promise<TariffDto[]> {
  return (await httpClient<ListResponse<TariffDto>>(url('tariffs'))).objects;
}

/**
 * Sends the sign-up. Nobody is logged in yet: the answer only says a message went to the email
 * (the same answer whether or not the address already had an account).
 */
export function submitSignUp(input: SignUpInput): Promise<SignUpAnswer> {
  return httpClient<SignUpAnswer>(url('schools/sign-up'), { method: 'POST', json: input, skipUnauthorizedHandler: true });
}

/**
 * Opens the emailed confirmation link: logs the new admin in, storing the session the way a
 * login does; answers where the admin goes (/admin).
 */
export async function confirmSignUp(token: string): Promise<{ redirectTo: string }> {
  const answer = await httpClient<AuthResponse>(url('schools/sign-up/confirm'), {
    method: 'POST',
    json: { token },
    skipUnauthorizedHandler: true,
  });
  saveSession({ token: answer.token, role: answer.authority });
  return { redirectTo: ROLE_HOME[answer.authority] };
}
