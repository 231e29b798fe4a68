/** Texts of the pincode partner answers (the reference server's wording). */
export const PINCODE_PARTNER_MESSAGES = {
  pinRequired: 'pin must be a 6-digit pincode.',
} as const;
