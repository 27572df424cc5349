/** en-US texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of en-US.ts. */
export const sysappEnUS = {
  error: {
    PDA_ONE_FILE: 'Only one file can be uploaded for a version',
    CACHE_KEY_NOT_FOUND: 'The cache key is not held (never read, expired or already evicted)',
    FEEDBACK_NOT_OPEN: 'Feedback {{feedbackNo}} is no longer open: it cannot be changed',
    FEEDBACK_NOT_ANSWERABLE: 'Feedback {{feedbackNo}} is closed: it cannot be answered',
  },
  validation: {
    patternInvalid: 'The regular expression does not compile',
    patternUnsafe: 'The regular expression may take too long: nested quantifiers (such as (a+)+) or more than 25 quantifiers are not allowed',
    patternSample: 'The sample does not match the regular expression',
    errorCodeUnknown: 'No error of the catalogue has this code',
    placeholders: 'The message must keep exactly the placeholders of the catalogue text: {{placeholders}}',
    versionNoRequired: 'Please enter the version number',
    noParentheses: 'The version number may not contain parentheses',
    versionNo: 'Only letters, digits, dots, -, _ and + are allowed',
    importConfigModule: 'Page {{value}} has no import', importConfigField: 'The import of this page has no field {{value}}',
  },
  entity: {
    pattern: 'Pattern',
    errorMessage: 'Error message',
    importConfig: 'Import column',
    businessControl: 'Business control',
    feedback: 'Feedback',
  },
  section: {
    handling: 'Handling',
  },
  field: {
    patternNo: 'Pattern no.', patternName: 'Pattern name', regularExpression: 'Regular expression', sample: 'Sample',
    errorCode: 'Error code', languageCode: 'Language', message: 'Message',
    columnName: 'Column header',
    operationType: 'Operation', detail: 'Detail',
    versionNo: 'Version no.',
    controlNo: 'Control no.', controlName: 'Control name', controlMode: 'Control mode', controlValue: 'Control value',
    feedbackNo: 'Feedback no.', feedbackType: 'Feedback type', feedbackState: 'Feedback state', replyContent: 'Answer',
  },
  enum: {
    LANGUAGE_CODE: { 'en-US': 'English', 'zh-CN': 'Simplified Chinese', 'zh-TW': 'Traditional Chinese' },
    BARCODE_OPERATION: { '1': 'Print', '2': 'Split' },
    CONTROL_MODE: { '1': 'Refuse', '2': 'Warn', '3': 'Allow' },
    FEEDBACK_TYPE: { '1': 'Question', '2': 'Fault', '3': 'Suggestion' },
    FEEDBACK_STATE: { '0': 'Open', '1': 'Answered', '2': 'Closed' },
  },
};
