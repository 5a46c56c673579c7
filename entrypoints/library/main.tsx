import { render } from 'preact';
import { Library } from '../../components/Library';
import { radarDb } from '../../lib/db';

const root = document.getElementById('app');
if (root) render(<Library db={radarDb()} />, root);
