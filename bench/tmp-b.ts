import { contentBenchmarks } from './content';

console.log(await contentBenchmarks());
