import { render } from 'preact';
import { Library } from '../../components/library/Library';
import { keepFirstRows } from '../../lib/first-rows/writer';
import { radarDb } from '../../lib/store/db';

const db = radarDb();
// Removals, tags and imports made here show in the popup's first rows.
keepFirstRows(db);
const root = document.getElementById('app');
if (root) render(<Library db={db} />, root);
