import type { HttpCore } from '../client/request.ts';
import { withIdempotencyKey } from '../client/idempotency.ts';
import type { RequestOptions } from '../client/types.ts';
import { toFormData, type FormValue } from './formData.ts';

// The service call report (operations §2 'Service Call Report form', §3, §4, §5, §7, §8 'Forms').
// This module is the only place that spells the report's wire names (including the server's
// spellings `serviestype`, `overallexperiance`, `schduledate`, `costumercomment`).

/** The ids of a report link, from /cso_form/{ticket_id}/{url_id}. Spec: operations §2, §7. */
export interface ServiceCallReportLink {
  ticketId: string;
  linkId: string;
}

/**
 * What a valid link pre-fills: case number, service type, arrival and fixed dates (ISO 8601),
 * address, customer name and phone. Spec: operations §3 'Link-check response', §5 (prefilled and
 * locked fields).
 */
export interface ServiceCallReportPrefill {
  caseId: string;
  serviceType: string;
  /** ISO 8601. */
  arrivalDate: string;
  /** ISO 8601. */
  systemFixDate: string;
  customerAddress: string;
  customerName: string;
  customerPhone: string;
}

/**
 * Step 1, the engineer section, as saved. Every text is required ('Please fill the field!'), serial
 * no. and UEFI failure ID included, and every date ('Please Select the date!'), `date` included.
 * Dates are ISO 8601 (or `DD-MM-YYYY hh:mm A`).
 * `ticketId` and `linkId` are the link's ids (its credential: the server refuses the save without
 * them, 404, or once the link has expired, 410); the signature is a PNG or JPEG image of at most 1 MB.
 * Spec: operations §3 'Service call report', §5.
 */
export interface ServiceCallReport {
  slNo: string;
  caseId: string;
  serviceType: string;
  productSerialNo: string;
  productModelNo: string;
  productName: string;
  callLogDate: string;
  arrivalDate: string;
  systemFixDate: string;
  customerName: string;
  customerContactPerson: string;
  customerPhone: string;
  customerAddress: string;
  issueDescription: string;
  resolutionSummary: string;
  engineerName: string;
  date: string;
  uefiFailureId: string;
  ticketId: string;
  /** The link id (`url_id` of /cso_form/{ticket_id}/{url_id}), sent as `urlunique_id`. */
  linkId: string;
  engineerSignature: Blob;
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first response (issue 23). */
  idempotencyKey?: string;
  /** The page the signature was captured on (`enggsig_page`, e.g. `/cso_form/{t}/{u}#engineer`). */
  signaturePage?: string;
}

/** Step 1 saved: `id` addresses step 2. Spec: operations §3 (POST /management/cso-data/ answer). */
export interface ServiceCallReportSaved {
  id: number;
  message: string;
  customerName: string;
  customerPhone: string;
  /** ISO 8601. */
  date: string;
}

/** The rating labels of the overall experience, for values 1 to 5. Spec: operations §3. */
export const SERVICE_CALL_EXPERIENCE_LABELS = ['Terrible', 'Bad', 'Mediocre', 'Good', 'Excellent'] as const;

/** One label of {@link SERVICE_CALL_EXPERIENCE_LABELS}. */
export type ServiceCallExperienceLabel = (typeof SERVICE_CALL_EXPERIENCE_LABELS)[number];

/**
 * Step 2, the customer's feedback: rating 1-5 (Terrible-Excellent) or its label, date (ISO 8601 or
 * `DD-MM-YYYY hh:mm A`), comment and signature image. Spec: operations §3 'Customer feedback
 * update', §5 (all required).
 */
export interface ServiceCallFeedback {
  overallExperience: 1 | 2 | 3 | 4 | 5 | ServiceCallExperienceLabel;
  scheduleDate: string;
  customerComment: string;
  customerSignature: Blob;
  /** Sent as the `Idempotency-Key` header: a retried submit answers the first response (issue 23). */
  idempotencyKey?: string;
  /** The page the signature was captured on (`custsig_page`). */
  signaturePage?: string;
}

/** The server's answer to a saved feedback. */
export interface ServiceCallFeedbackSaved {
  message: string;
}

/** `client.serviceCallReport`: the three calls of the report. Every call rejects with `ApiError`. */
export interface ServiceCallReportApi {
  /**
   * GET /management/cso-url-check/?ticket_id&urlunique_id: the link's prefill. An invalid or
   * expired link rejects with HTTP 4xx whose `message` is the server's text (shown in red in place
   * of the form); a network failure shows 'Error Checking Link!'. Spec: operations §4, §7, §8.
   */
  checkLink(link: ServiceCallReportLink, options?: RequestOptions): Promise<ServiceCallReportPrefill>;
  /**
   * POST /management/cso-data/ as multipart (the texts, the link id `urlunique_id` and
   * `enggsigfiles`): saves step 1. A 400 carries the server's message and `field`; 413 a signature
   * over 1 MB; 404 an invalid link, 410 an expired link or a closed ticket. Spec: operations §4, §7.
   */
  create(report: ServiceCallReport, options?: RequestOptions): Promise<ServiceCallReportSaved>;
  /**
   * PUT /management/cso-data/{id}/ as multipart (the link's credential `tickets` + `urlunique_id`,
   * the feedback and `custsigfiles`): saves step 2; 404 for an invalid link or a report of another
   * ticket, 410 an expired link or a closed ticket, 409 when the feedback was already given.
   * Spec: operations §4, §7; issue 15.
   */
  addFeedback(
    link: ServiceCallReportLink,
    id: number,
    feedback: ServiceCallFeedback,
    options?: RequestOptions,
  ): Promise<ServiceCallFeedbackSaved>;
}

/** Wire name of each step-1 text field (operations §3 'Service call report'); also read back by the ticket details. */
export const REPORT_WIRE_NAMES = {
  slNo: 'slno',
  caseId: 'caseid',
  serviceType: 'serviestype',
  productSerialNo: 'productserialno',
  productModelNo: 'productmodelno',
  productName: 'productname',
  callLogDate: 'calllogdate',
  arrivalDate: 'arrivaldate',
  systemFixDate: 'systemfixdate',
  customerName: 'customername',
  customerContactPerson: 'customercontactperson',
  customerPhone: 'customerphone',
  customerAddress: 'customeraddress',
  issueDescription: 'issuedescription',
  resolutionSummary: 'resolutionsummary',
  engineerName: 'engineername',
  date: 'date',
  uefiFailureId: 'uefifailureid',
  ticketId: 'tickets',
} as const satisfies Record<
  keyof Omit<ServiceCallReport, 'engineerSignature' | 'linkId' | 'idempotencyKey' | 'signaturePage'>,
  string
>;

/** Wire name of the link id in both saves (the link check's query parameter). */
const LINK_ID_WIRE_NAME = 'urlunique_id';

/** Link-check answer as the server sends it (operations §3 'Link-check response'). */
interface LinkCheckWire {
  data: {
    status: {
      case_id: string;
      sowsubtype: string;
      start_time: string;
      end_time: string;
      customer_name: string;
      customer_phone: string;
      raw_address: string;
    };
  };
}

/** Step-1 answer as the server sends it. */
interface ReportSavedWire {
  id: number;
  message: string;
  customer_name: string;
  customer_phone: string;
  date: string;
}

/** A signature image as a named file: its own name, else `base` with the extension of its type. */
function signatureFile(base: string, blob: Blob): File {
  if (blob instanceof File && blob.name !== '') return blob;
  return new File([blob], `${base}.${blob.type === 'image/jpeg' ? 'jpg' : 'png'}`, { type: blob.type });
}

/** Builds `client.serviceCallReport`. */
export function createServiceCallReportApi(core: HttpCore): ServiceCallReportApi {
  return {
    async checkLink(link, options) {
      const answer = await core.get<LinkCheckWire>('/management/cso-url-check/', {
        ...options,
        query: { ...options?.query, ticket_id: link.ticketId, urlunique_id: link.linkId },
      });
      const status = answer.data.status;
      return {
        caseId: status.case_id,
        serviceType: status.sowsubtype,
        arrivalDate: status.start_time,
        systemFixDate: status.end_time,
        customerAddress: status.raw_address,
        customerName: status.customer_name,
        customerPhone: status.customer_phone,
      };
    },
    async create({ engineerSignature, linkId, idempotencyKey, signaturePage, ...report }, options) {
      const fields: Record<string, FormValue> = {
        [LINK_ID_WIRE_NAME]: linkId,
        enggsigfiles: signatureFile('engineer-signature', engineerSignature),
      };
      if (signaturePage) fields.enggsig_page = signaturePage;
      for (const [name, wire] of Object.entries(REPORT_WIRE_NAMES)) {
        fields[wire] = report[name as keyof typeof REPORT_WIRE_NAMES];
      }
      const answer = await core.post<ReportSavedWire>(
        '/management/cso-data/',
        toFormData(fields),
        withIdempotencyKey(options, idempotencyKey),
      );
      return {
        id: answer.id,
        message: answer.message,
        customerName: answer.customer_name,
        customerPhone: answer.customer_phone,
        date: answer.date,
      };
    },
    async addFeedback(link, id, feedback, options) {
      const answer = await core.put<{ message: string }>(
        `/management/cso-data/${encodeURIComponent(String(id))}/`,
        toFormData({
          [REPORT_WIRE_NAMES.ticketId]: link.ticketId,
          [LINK_ID_WIRE_NAME]: link.linkId,
          overallexperiance: feedback.overallExperience,
          schduledate: feedback.scheduleDate,
          costumercomment: feedback.customerComment,
          custsigfiles: signatureFile('customer-signature', feedback.customerSignature),
          ...(feedback.signaturePage ? { custsig_page: feedback.signaturePage } : {}),
        }),
        withIdempotencyKey(options, feedback.idempotencyKey),
      );
      return { message: answer.message };
    },
  };
}
