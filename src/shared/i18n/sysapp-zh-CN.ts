/** zh-CN texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of zh-CN.ts. */
export const sysappZhCN = {
  error: {
    PDA_ONE_FILE: '一个版本只能上传一个文件',
    CACHE_KEY_NOT_FOUND: '缓存中没有该键（未读取、已过期或已清除）',
    FEEDBACK_NOT_OPEN: '反馈 {{feedbackNo}} 已不是待处理状态，不能修改',
    FEEDBACK_NOT_ANSWERABLE: '反馈 {{feedbackNo}} 已关闭，不能回复',
  },
  validation: {
    patternInvalid: '正则表达式无法编译',
    patternUnsafe: '正则表达式可能耗时过长：不允许嵌套量词（如 (a+)+）或超过 25 个量词',
    patternSample: '示例与正则表达式不匹配',
    errorCodeUnknown: '错误目录中没有此错误码',
    placeholders: '信息必须保留目录文本中的全部占位符，不能增减：{{placeholders}}',
    versionNoRequired: '请输入版本号',
    noParentheses: '版本号不能包含括号',
    versionNo: '只能包含字母、数字、点、-、_ 和 +',
    importConfigModule: '页面 {{value}} 没有导入', importConfigField: '该页面的导入没有字段 {{value}}',
  },
  entity: {
    pattern: '校验规则',
    errorMessage: '错误信息',
    importConfig: '导入列',
    businessControl: '业务控制',
    feedback: '反馈',
  },
  section: {
    handling: '处理',
  },
  field: {
    patternNo: '规则编号', patternName: '规则名称', regularExpression: '正则表达式', sample: '示例',
    errorCode: '错误码', languageCode: '语言', message: '提示信息',
    columnName: '列标题',
    operationType: '操作类型', detail: '详情',
    versionNo: '版本号',
    controlNo: '控制编号', controlName: '控制名称', controlMode: '控制方式', controlValue: '控制值',
    feedbackNo: '反馈编号', feedbackType: '反馈类型', feedbackState: '反馈状态', replyContent: '回复内容',
  },
  enum: {
    LANGUAGE_CODE: { 'en-US': '英文', 'zh-CN': '简体中文', 'zh-TW': '繁体中文' },
    BARCODE_OPERATION: { '1': '打印', '2': '拆分' },
    CONTROL_MODE: { '1': '禁止', '2': '警告', '3': '允许' },
    FEEDBACK_TYPE: { '1': '问题', '2': '故障', '3': '建议' },
    FEEDBACK_STATE: { '0': '待处理', '1': '已回复', '2': '已关闭' },
  },
};
