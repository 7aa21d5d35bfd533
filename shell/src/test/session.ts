import { okResponse, type FakeNetwork } from 'contracts/testing';
import { setStoredToken, type HostUser } from 'contracts/client';

export const TEST_USER: HostUser = { id: 7, first_name: 'Ana Souza', email: 'ana@exemplo.com', isSysAdmin: false };

/** A stored token the fake server accepts as `user` (set before rendering the app). */
export function signedInAs(network: FakeNetwork, user: HostUser = TEST_USER, token = 'tok-ana'): void {
  setStoredToken(token);
  network.on('GET /api/general/get_authenticated_user', (request) =>
    request.headers.get('authorization') === `Token ${token}`
      ? okResponse({ ...user, token })
      : { status: 401, body: { success: false, message: 'Você precisa entrar na sua conta para continuar.' } },
  );
}
