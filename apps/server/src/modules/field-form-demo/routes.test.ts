import { describe, expect, it } from 'vitest';
import { DEMO_LINKS, DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { buildTestApp } from '../../testing/testApp.ts';

describe('the field-form read-back in production', () => {
  it('answers 404 unless DEV_OUTBOX turns it on (the e2e run)', async () => {
    const off = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false } });
    try {
      for (const url of [
        '/api/dev/field-links/',
        `/api/dev/csat-responses/?ticket=${DEMO_TICKET_IDS.laptopRepair}`,
        '/api/dev/cso-data/1/',
      ]) {
        const response = await off.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 404, message: 'Not found' });
      }
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false, devOutbox: true } });
    try {
      const links = await on.inject({ method: 'GET', url: '/api/dev/field-links/' });
      expect(links.json()).toEqual({ status: 200, links: DEMO_LINKS });
      const answers = await on.inject({
        method: 'GET',
        url: `/api/dev/csat-responses/?ticket=${DEMO_TICKET_IDS.laptopRepair}`,
      });
      expect(answers.json()).toEqual({ status: 200, results: [] });
    } finally {
      await on.close();
    }
  });
});
