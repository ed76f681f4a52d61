import { stemWord } from '../lib/search/encoder';
const words = process.argv.slice(2);
for (const w of words) console.log(w.padEnd(22), stemWord(w));
