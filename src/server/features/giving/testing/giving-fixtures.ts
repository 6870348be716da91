import type { FastifyInstance } from 'fastify';
import { givingPaths, type GivingSettings } from '#shared/api/giving';
import { defaultGivingSettings } from '../giving-settings.service.ts';

/** Opens online giving with the organisation's 80G details, as its administrator would. */
export function openGiving(app: FastifyInstance, cookie: string, change: Partial<GivingSettings> = {}) {
  return app.inject({
    method: 'PUT',
    url: givingPaths.settings,
    headers: { cookie },
    payload: {
      ...defaultGivingSettings,
      upiId: 'gurukul@sbi',
      pan: 'AAATG1234Q',
      urn: 'AAATG1234QF20214',
      urnIssuedOn: '2021-09-24',
      urnValidFrom: '2021-09-24',
      urnValidUntil: '2031-03-31',
      signatory: { name: 'Lakshmi Narayan', designation: 'Managing Trustee' },
      ...change,
    },
  });
}
