/** Channels of a vendor interaction. */
export const INTERACTION_CHANNELS = ['call', 'whatsapp', 'email', 'visit'] as const;
