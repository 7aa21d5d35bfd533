import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from 'contracts/testing';

// The machine may be busy (several suites at once): wait longer before giving up on a find.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

// The UI kit's dialogs are native <dialog> elements, which jsdom opens only with this.
installDialogPolyfill();

// jsdom's Blob (and so File) has no arrayBuffer(), which the import page reads files with;
// its FileReader does the same in this realm.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
