import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One location of a postal code, as GET /management/po-for-techlocal/ answers it. Spec: access §3 'Pin lookup response'. */
export interface PostOfficeLocation {
  district: string;
  state: string;
  country: string;
}

interface PincodeData {
  country: string;
  states: string[];
  districts: [string, number][];
  pins: Record<string, number | number[]>;
}

const DATA_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../data/pincodes/india-pincodes.json',
);
let data: PincodeData | undefined;

/**
 * The districts, states and country of an Indian postal code from the committed GeoNames extract
 * (src/data/pincodes, CC BY 4.0), most places first; empty for an unknown code. The file (about
 * 260 kB) is read on first use. Spec: access §2 'Company step', §3, §7.
 */
export function lookupPincode(pin: string): PostOfficeLocation[] {
  data ??= JSON.parse(readFileSync(DATA_FILE, 'utf8')) as PincodeData;
  const entry = Object.hasOwn(data.pins, pin) ? data.pins[pin] : undefined;
  if (entry === undefined) return [];
  const loaded = data;
  return (Array.isArray(entry) ? entry : [entry]).flatMap((index) => {
    const district = loaded.districts[index];
    if (!district) return [];
    return [{ district: district[0], state: loaded.states[district[1]] ?? '', country: loaded.country }];
  });
}
