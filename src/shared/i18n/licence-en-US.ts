/** en-US errors of the licence (issue 16), spread into the error block of en-US.ts. */
export const licenceEnUS = {
  error: {
    LICENCE_REQUIRED: 'Please enter the licence number',
    LICENCE_MALFORMED: 'This is not a licence of this product: check that the whole number was copied',
    LICENCE_SIGNATURE_INVALID: 'The licence signature is not valid: the licence was changed or was not issued for this product',
    LICENCE_EXPIRED: 'This licence expired on {{validTo}}: please activate a current licence',
    LICENCE_NOT_YET_VALID: 'This licence is valid from {{validFrom}}: activate it on or after that day',
    LICENCE_FILE_REQUIRED: 'Please choose a licence file first',
    LICENCE_FILE_TOO_LARGE: 'A licence file has at most {{max}} bytes: this is not a licence file',
  },
};
