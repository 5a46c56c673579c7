import { render } from 'preact';
import { Popup } from '../../components/Popup';
import { radarDb } from '../../lib/db';

const root = document.getElementById('app');
if (root) render(<Popup db={radarDb()} />, root);
