import { centsToDecimal, formatBRL, MESSAGES } from 'contracts';
import { escapeHtml } from '../../common/html.js';
import { SANDBOX_TEXTS } from '../../texts.js';

export interface SandboxCheckoutView {
  checkoutCode: string;
  companyName: string;
  productName: string;
  months: number;
  costCents: number;
  amountCents: number;
  alreadyPaid: boolean;
  /** The form's signed token (absent once paid: there is nothing left to decide). */
  actionToken?: string;
}

const t = SANDBOX_TEXTS;
const e = escapeHtml;

/** Why the last step was refused, in pt-BR, where the person looks first (above the form). */
const refusal = (message: string | undefined): string =>
  message ? `<p class="error" role="alert" data-testid="sandbox-error">${e(message)}</p>` : '';

/**
 * The sandbox checkout page: plain HTML, no script (the CSP allows none inline), one form
 * whose two buttons post the decision to the backend, which answers with a redirect to the
 * return page; after a refused decision (a wrong password…) the same page, saying why, ready
 * for another try.
 */
export function renderSandboxCheckout(view: SandboxCheckoutView, formAction: string, error?: string): string {
  const returnPage = `/retorno/${encodeURIComponent(view.checkoutCode)}`;
  const decision = view.alreadyPaid
    ? `<p class="notice">${e(MESSAGES.checkoutAlreadyPaid)}</p>
      <p><a href="${e(returnPage)}">${e(t.back)}</a></p>`
    : `<p>${e(t.intro)}</p>
      <form method="post" action="${e(formAction)}">
        <input type="hidden" name="token" value="${e(view.actionToken ?? '')}">
        <p class="signin">${e(t.signIn)}</p>
        <label>${e(t.email)}<input type="email" name="email" autocomplete="username" required></label>
        <label>${e(t.password)}<input type="password" name="password" autocomplete="current-password" required></label>
        <div class="buttons">
        <button type="submit" name="decision" value="approve" class="approve">${e(t.approve)}</button>
        <button type="submit" name="decision" value="decline" class="decline">${e(t.decline)}</button>
        </div>
      </form>`;
  return sandboxDocument(`
  <dl>
    <dt>${e(t.company)}</dt><dd>${e(view.companyName)}</dd>
    <dt>${e(t.product)}</dt><dd>${e(view.productName)}</dd>
    <dt>${e(t.duration)}</dt><dd>${e(t.months(view.months))}</dd>
    <dt>${e(t.monthly)}</dt><dd>${e(formatBRL(centsToDecimal(view.costCents)))}</dd>
    <dt>${e(t.total)}</dt><dd data-testid="sandbox-total">${e(formatBRL(centsToDecimal(view.amountCents)))}</dd>
  </dl>
  ${refusal(error)}
  ${decision}`);
}

/**
 * The page a refusal answers when there is no checkout to show (unknown, expired, malformed):
 * the message in pt-BR and the way back to the plans, never the API's JSON envelope.
 */
export function renderSandboxRefusal(message: string): string {
  return sandboxDocument(`
  ${refusal(message)}
  <p><a href="/planos">${e(t.back)}</a></p>`);
}

/** The sandbox pages' frame: the test-environment banner, the title and `main`'s content. */
function sandboxDocument(main: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f5f5; color: #212121; }
  .banner { background: #b71c1c; color: #fff; font-weight: 700; text-align: center; padding: 12px; }
  main { max-width: 480px; margin: 32px auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #616161; } dd { margin: 0; font-weight: 600; }
  form { margin-top: 16px; }
  label { display: block; margin: 8px 0; color: #616161; }
  input { display: block; width: 100%; box-sizing: border-box; margin-top: 4px; padding: 8px; font-size: 1rem; }
  .buttons { display: flex; gap: 12px; margin-top: 16px; }
  button { flex: 1; border: 0; border-radius: 4px; padding: 12px; font-size: 1rem; cursor: pointer; color: #fff; }
  .approve { background: #2e7d32; } .decline { background: #c62828; }
  .notice { background: #e8f5e9; padding: 12px; border-radius: 4px; }
  .error { background: #ffebee; color: #b71c1c; border: 1px solid #ef9a9a; padding: 12px; border-radius: 4px; }
</style>
</head>
<body>
<div class="banner" role="alert">${e(t.banner)}</div>
<main>
  <h1>${e(t.title)}</h1>
  ${main}
</main>
</body>
</html>
`;
}
