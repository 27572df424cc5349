/** en-US texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of en-US.ts. */
export const sysappEnUS = {
  error: {
    PDA_ONE_FILE: 'Only one file can be uploaded for a version',
    CACHE_KEY_NOT_FOUND: 'The cache key is not held (never read, expired or already evicted)',
    FEEDBACK_NOT_OPEN: 'Feedback {{feedbackNo}} is no longer open: it cannot be changed',
    FEEDBACK_NOT_ANSWERABLE: 'Feedback {{feedbackNo}} is closed: it cannot be answered',
  },
  validation: {
    versionNoRequired: 'Please enter the version number',
    noParentheses: 'The version number may not contain parentheses',
    versionNo: 'Only letters, digits, dots, -, _ and + are allowed',
  },
  entity: {
    businessControl: 'Business control',
    feedback: 'Feedback',
  },
  section: {
    handling: 'Handling',
  },
  field: {
    operationType: 'Operation', detail: 'Detail',
    versionNo: 'Version no.',
    controlNo: 'Control no.', controlName: 'Control name', controlMode: 'Control mode', controlValue: 'Control value',
    feedbackNo: 'Feedback no.', feedbackType: 'Feedback type', feedbackState: 'Feedback state', replyContent: 'Answer',
  },
  enum: {
    BARCODE_OPERATION: { '1': 'Print', '2': 'Split' },
    CONTROL_MODE: { '1': 'Refuse', '2': 'Warn', '3': 'Allow' },
    FEEDBACK_TYPE: { '1': 'Question', '2': 'Fault', '3': 'Suggestion' },
    FEEDBACK_STATE: { '0': 'Open', '1': 'Answered', '2': 'Closed' },
  },
};
