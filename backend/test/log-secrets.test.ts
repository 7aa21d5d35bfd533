import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './support/fixtures.js';
import { linkIn, waitForMail } from './support/mail.js';
import { freePort, runBackend, waitForOutput } from './support/process.js';
import { readCookie } from './support/test-app.js';
import { DEFAULT_PASSWORD, signUp } from './support/users.js';

const dir = tempDir('backend-log-secrets');
afterAll(() => dir.remove());

/**
 * The production process's whole log (stdout and stderr) after a purchase through the sandbox
 * and a password reset: no checkout code, confirmation or reset token may appear in it,
 * whatever their length or encoding.
 */
// A guard against a hung process, not a speed check: a production process's first start on a
// fresh database took 15–30 s while a CI run's other lane kept both cores and the disk busy.
describe('the log of a purchase and a password reset', { timeout: 240_000 }, () => {
  it('holds none of their secrets', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const outbox = join(dir.path, 'outbox');
    const env = { PORT: String(port), DATABASE_URL: `sqlite:${join(dir.path, 'app.sqlite')}`, MAIL_OUTBOX_DIR: outbox };
    const backend = runBackend(env);
    const secrets: string[] = [];
    try {
      await waitForOutput(backend, `Listening on http://localhost:${port}`, 120_000);
      const config = { mailOutboxDir: outbox, publicUrl: `http://localhost:${port}` };
      const email = `segredos.${Date.now()}@exemplo.com.br`;
      const confirmation = waitForMail(outbox, (mail) => mail.to.includes(email));
      const user = await signUp({ server: base, config }, { email });
      secrets.push(...linkIn(await confirmation, config.publicUrl, 'confirmacaoDeEmail').params.slice(1), user.token);
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${base}${path}`, {
          method,
          headers: { ...user.auth, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'manual',
        });

      // A purchase: buy, open the checkout, approve it as the buyer, come back.
      const company = (await (await call('POST', '/api/general/new_company', { fantasy_name: 'Empresa Sigilosa', description: 'd', business_model: 1, sector: 1, revenue: 1, reach: 1 })).json()) as { data: { id: number } };
      const checkout = (await (await call('GET', `/api/payment/${company.data.id}/buy/1`)).json()) as { data: { url: string } };
      const code = checkout.data.url.split('/').at(-1) as string;
      secrets.push(code);
      const page = await (await fetch(checkout.data.url.replace(config.publicUrl, base))).text();
      const token = /name="token" value="([^"]+)"/.exec(page)![1];
      secrets.push(token);
      // The same page through a percent-encoded path (the router decodes it), and the code sent as a query key.
      expect((await fetch(`${base}/api/payment/sandbox/%63heckout/${code}`)).status).toBe(200);
      expect((await fetch(`${base}/API/Payment/Sandbox/CHECKOUT/${encodeURIComponent(code)}?${code}`)).status).toBe(200);
      expect((await fetch(`${base}/api/health?${code}&plano=anual`)).status).toBe(200);
      const decided = await fetch(`${base}/api/payment/sandbox/checkout/${code}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, decision: 'approve', email, password: DEFAULT_PASSWORD }).toString(),
        redirect: 'manual',
      });
      expect(decided.status).toBe(303);
      await fetch(`${base}/retorno/${code}`);
      expect((await call('GET', `/api/payment/get_company_id_for_checkout_code/${code}`)).status).toBe(200);
      // The same lookup without a session is refused, and that refusal is logged too.
      expect((await fetch(`${base}/api/payment/get_company_id_for_checkout_code/${code}`)).status).toBe(401);

      // A password reset: ask for the e-mail, open its link, set the new password.
      const xsrf = await fetch(`${base}/api/health`, { headers: { 'Sec-Fetch-Mode': 'cors' } });
      const cookie = readCookie(xsrf.headers.getSetCookie(), 'XSRF-TOKEN')!;
      const guest = { Cookie: `XSRF-TOKEN=${cookie}`, 'X-XSRF-TOKEN': cookie, 'Content-Type': 'application/json' };
      const resetMail = waitForMail(outbox, (mail) => mail.to.includes(email) && mail.text.includes('/redefinirSenha/'));
      expect((await fetch(`${base}/api/general/send_recover_password_email`, { method: 'POST', headers: guest, body: JSON.stringify({ email }) })).status).toBe(200);
      const [idencoded, resetToken] = linkIn(await resetMail, config.publicUrl, 'redefinirSenha').params;
      secrets.push(resetToken);
      await fetch(`${base}/redefinirSenha/${idencoded}/${resetToken}`);
      const reset = await fetch(`${base}/api/auth/recoverPasswordForm`, {
        method: 'POST',
        headers: guest,
        body: JSON.stringify({ idencoded, token: resetToken, pass1: 'outra senha 456', pass2: 'outra senha 456' }),
      });
      expect(reset.status).toBe(200);

      backend.child.kill('SIGTERM');
      expect((await backend.exited).code).toBe(0);
    } finally {
      backend.child.kill('SIGKILL');
    }
    const log = backend.stdout() + backend.stderr();
    expect(log).toContain('/api/payment/sandbox/checkout/:redacted');
    expect(log).toContain('/api/payment/sandbox/%63heckout/:redacted');
    expect(log).toContain('/api/health?:redacted=:redacted&plano=:redacted');
    expect(log).toContain('/retorno/:redacted');
    expect(log).toContain('/redefinirSenha/:redacted/:redacted');
    expect(secrets.every((secret) => secret.length >= 8)).toBe(true);
    for (const secret of secrets) expect(log, `the log holds ${secret.slice(0, 4)}…`).not.toContain(secret);
  });
});
