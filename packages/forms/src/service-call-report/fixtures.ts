import { serviceCallInitialValues, type ServiceCallPrefill, type ServiceCallValues } from './values.ts';

/** What the seeded laptop repair link pre-fills (stories and tests). Spec: operations §3 'Link-check response'. */
export const samplePrefill: ServiceCallPrefill = {
  caseId: 'CASE-2026-0417',
  serviceType: 'Laptop Repair',
  arrivalDate: '2026-03-02T10:30:00',
  systemFixDate: '2026-03-02T13:15:00',
  customerAddress: '14 MG Road, Camp, Pune, Maharashtra 411001',
  customerName: 'Meera Iyer',
  customerPhone: '9812345670',
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
    slNo: '7',
    productName: 'ThinkPad T14',
    productSerialNo: 'PF3ABC12',
    productModelNo: '20W0-S1',
    callLogDate: '2026-03-01T09:30:00',
    customerContactPerson: 'Ravi Iyer',
    issueDescription: 'Keyboard not responding.',
    resolutionSummary: 'Replaced the keyboard.',
    engineerName: 'Sanjay Patil',
    date: '2026-03-02T13:30:00',
    uefiFailureId: 'UEFI-0042',
    engineerSignature: sampleSignature('engineer-signature.png'),
  };
}

/** Both steps filled in, with both signatures (stories and tests). */
export function filledReportValues(): ServiceCallValues {
  return {
    ...filledEngineerValues(),
    overallExperience: 4,
    scheduleDate: '2026-03-02T13:15:00',
    customerComment: 'Quick and polite.',
    customerSignature: sampleSignature('customer-signature.png'),
  };
}
