/**
 * Contact and address fields shared by the merchants (supplier, merchant type 1; customer, type 2):
 * one declaration, so both lists, forms and imports read the same.
 */
import type { FieldDef } from '../entity.ts';

export const MERCHANT_CONTACT_FIELDS = {
  contact: { kind: 'text', list: true, section: 'contact' },
  contactTitle: { kind: 'text', section: 'contact' },
  phone: { kind: 'text', format: 'phone', list: true, section: 'contact' },
  fax: { kind: 'text', format: 'phone', section: 'contact' },
  email: { kind: 'text', format: 'email', section: 'contact' },
  address: { kind: 'text', section: 'address' },
  city: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
  region: { kind: 'text', section: 'address' },
  postalCode: { kind: 'text', section: 'address' },
  country: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
} as const satisfies Record<string, FieldDef>;
