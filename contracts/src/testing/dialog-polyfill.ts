/**
 * jsdom (26) has <dialog> without showModal()/close(): a test setup calls this once so the kit's
 * Dialog opens there as in a browser (the `open` attribute makes it visible to queries). The
 * browser's modality (the page behind inert) is not imitated; the kit's own focus trap is.
 */
export function installDialogPolyfill(): void {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
}
