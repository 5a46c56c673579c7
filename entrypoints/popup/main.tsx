import { render } from 'preact';
import { Popup } from '../../components/popup/Popup';
import type { PopupServices } from '../../components/popup/popup-services';
import { readFirstRows } from '../../lib/first-rows/snapshot';

// The snapshot's single read starts first. Dexie and the browser APIs load once the first rows are on screen (the
// popup asks for them after its first paint): evaluating them any earlier would hold that read up on this thread.
const firstRows = readFirstRows();
let services: Promise<PopupServices> | undefined;
const loadServices = () => {
  services ??= import('../../components/popup/popup-services').then(({ popupServices }) => popupServices());
  return services;
};

const root = document.getElementById('app');
if (root) {
  const app = root;
  void firstRows.then((rows) => render(<Popup firstRows={rows} loadServices={loadServices} />, app));
}
