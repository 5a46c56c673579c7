import { render } from 'preact';
import { Options } from '../../components/options/Options';
import { keepFirstRows } from '../../lib/first-rows/writer';
import { radarDb } from '../../lib/store/db';

const db = radarDb();
// Papers restored from the sync copy show in the popup's first rows.
keepFirstRows(db);
const root = document.getElementById('app');
if (root) render(<Options db={db} />, root);
