import { setupComponentTests } from 'contracts/testing';

setupComponentTests();

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
