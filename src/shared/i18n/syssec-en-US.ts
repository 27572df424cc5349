/** en-US texts of the second factor, sessions and licence (issue 16, syssec), spread into the blocks of en-US.ts. */
export const syssecEnUS = {
  error: {
    TOTP_CODE_REQUIRED: 'Enter the 6-digit code of your authenticator app',
    TOTP_CODE_WRONG: 'That code is wrong or was used already: enter the current code of your authenticator app',
    TOTP_ENROLMENT_REQUIRED: 'The password policy requires a second factor for administrators: set up your authenticator app to continue',
    TOTP_REQUIRED_BY_POLICY: 'The password policy requires a second factor for administrators: it cannot be removed',
    TOTP_STAFF_ONLY: 'Only staff users can set up a second factor',
  },
  validation: {
    totpCode: 'Please enter the 6 digits of the code',
  },
};
