/** A full page reload (the account forms reload after success, seed §2 "Account page"). */
export function reloadPage(): void {
  window.location.reload();
}
