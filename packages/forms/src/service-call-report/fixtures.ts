import { serviceCallInitialValues, type ServiceCallPrefill, type ServiceCallValues } from './values.ts';

/** What the seeded laptop repair link pre-fills (stories and tests). Spec: operations §3 'Link-check response'. */
export const samplePrefill: ServiceCallPrefill = {
  caseid: 'CASE-2026-0417',
  serviestype: 'Laptop Repair',
  arrivaldate: '2026-03-02T10:30:00',
  systemfixdate: '2026-03-02T13:15:00',
  customeraddress: '14 MG Road, Camp, Pune, Maharashtra 411001',
  customername: 'Meera Iyer',
  customerphone: '9812345670',
};

/** A small PNG (a dark stroke on white) standing in for a drawn signature. */
export function sampleSignature(name = 'signature.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAAAAACu1PzcAAAAEklEQVR4nGP4z8DAwMDAwMDAAAAfAAP/kJ1ZAAAAAElFTkSuQmCC';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** Step 1 filled in completely, with the engineer's signature (stories and tests). */
export function filledEngineerValues(): ServiceCallValues {
  return {
    ...serviceCallInitialValues(samplePrefill),
    slno: '7',
    productname: 'ThinkPad T14',
    productserialno: 'PF3ABC12',
    productmodelno: '20W0-S1',
    calllogdate: '2026-03-01T09:30:00',
    customercontactperson: 'Ravi Iyer',
    issuedescription: 'Keyboard not responding.',
    resolutionsummary: 'Replaced the keyboard.',
    engineername: 'Sanjay Patil',
    enggsigfiles: sampleSignature('engineer-signature.png'),
  };
}

/** Both steps filled in, with both signatures (stories and tests). */
export function filledReportValues(): ServiceCallValues {
  return {
    ...filledEngineerValues(),
    overallexperiance: 4,
    schduledate: '2026-03-02T13:15:00',
    costumercomment: 'Quick and polite.',
    custsigfiles: sampleSignature('customer-signature.png'),
  };
}
