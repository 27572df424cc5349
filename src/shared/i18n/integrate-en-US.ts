/** en-US texts of System.Integrate (issue 16: sources, configurations, callbacks, synchronisation), spread into the blocks of en-US.ts. */
export const integrateEnUS = {
  error: {
    SYNC_SOURCE_UNREACHABLE: 'Source {{integrationNo}} did not answer ({{reason}}): check its URL and that the ERP is running',
    SYNC_SOURCE_INVALID: 'Source {{integrationNo}} answered no list of records at \'{{path}}\': check its records path',
    SYNC_SOURCE_TOO_LARGE: 'Source {{integrationNo}} answered more than {{max}} MB: synchronise fewer records at a time',
    SYNC_DISABLED: 'Configuration {{configNo}} or its source is disabled: enable both first',
    SYNC_RUNNING: 'Configuration {{configNo}} is synchronising now: wait for that run to end',
  },
  entity: {
    integrationSource: 'Source',
    sourceConfig: 'Source configuration',
    callback: 'Callback',
  },
  field: {
    accountNo: 'Account key',
    accountName: 'Account name',
    secretHint: 'Secret ends with',
    integrationNo: 'Source no.',
    integrationName: 'Source name',
    sourceType: 'Source type',
    authHeader: 'Authorization header',
    authSet: 'Authorization header set',
    secretSet: 'Signing secret set',
    recordsPath: 'Records path',
    configNo: 'Configuration no.',
    configName: 'Configuration name',
    target: 'Synchronises',
    fieldMap: 'Field map (source field=our field, one per line)',
    autoSync: 'Scheduled',
    callbackNo: 'Callback no.',
    callbackName: 'Callback name',
    eventType: 'Event type',
  },
  enum: {
    SOURCE_TYPE: {
      http: 'JSON over HTTP',
      file: 'Spreadsheet file (xlsx or CSV)',
    },
    SYNC_TARGET: {
      item: 'Items',
      supplier: 'Suppliers',
      customer: 'Customers',
    },
  },
  validation: {
    httpUrl: 'Please enter an http:// or https:// address',
    fieldMapLine: 'Line {{line}}: write source field=our field',
    fieldMapUnknown: 'Line {{line}}: {{value}} is not a field that can be synchronised',
    fieldMapDuplicate: 'Line {{line}}: {{value}} is mapped twice',
  },
};
