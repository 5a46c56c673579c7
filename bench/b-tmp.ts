import { bundleSizes } from './bundle';

console.log(bundleSizes('.output/chrome-mv3'));
