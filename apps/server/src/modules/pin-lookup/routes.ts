import { isPostalCode } from '@partner-portal/api/validation';
import { HttpError } from '../../errors.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { lookupPincode } from '../../identity/pincodes.ts';
import type { RouteModule } from '../../routes/types.ts';
import { pinLookupMessages, pinLookupSchema } from './schemas.ts';

/**
 * Postal code lookup of the registration's company step (public: the wizard runs before sign-in).
 * Spec: access §2 'Company step', §3 'Pin lookup response', §7, §8.
 */
export const pinLookupRoutes: RouteModule = {
  name: 'pin-lookup',
  plugin: async (api) => {
    /**
     * GET /management/po-for-techlocal/?pin=411001 -> 200 `{ status: 200, pos: [{ district, state,
     * country }] }` (one entry per district the code's places lie in, most places first); 404 'No
     * location data found for the provided PIN code.' for an unknown code; 400 'Please enter a valid
     * 6-digit PIN code.' for anything but six digits. Data: GeoNames (CC BY 4.0), see
     * src/data/pincodes/README.md. Spec: access §2, §3, §7, §8; operations §7.
     */
    api.get<{ Querystring: { pin?: string } }>(
      '/management/po-for-techlocal/',
      { schema: pinLookupSchema, config: { validationMessages: pinLookupMessages } },
      async (request) => {
        const pin = typeof request.query.pin === 'string' ? request.query.pin.trim() : '';
        if (!isPostalCode(pin)) throw new HttpError(400, M.invalidPostalCode);
        const pos = lookupPincode(pin);
        if (pos.length === 0) throw new HttpError(404, M.noLocation);
        return { status: 200, pos };
      },
    );
  },
};
