/** zh-CN texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of zh-CN.ts. */
export const sysappZhCN = {
  error: {
    PDA_ONE_FILE: '一个版本只能上传一个文件',
    CACHE_KEY_NOT_FOUND: '缓存中没有该键（未读取、已过期或已清除）',
    FEEDBACK_NOT_OPEN: '反馈 {{feedbackNo}} 已不是待处理状态，不能修改',
    FEEDBACK_NOT_ANSWERABLE: '反馈 {{feedbackNo}} 已关闭，不能回复',
  },
  validation: {
    versionNoRequired: '请输入版本号',
    noParentheses: '版本号不能包含括号',
    versionNo: '只能包含字母、数字、点、-、_ 和 +',
  },
  entity: {
    businessControl: '业务控制',
    feedback: '反馈',
  },
  section: {
    handling: '处理',
  },
  field: {
    operationType: '操作类型', detail: '详情',
    versionNo: '版本号',
    controlNo: '控制编号', controlName: '控制名称', controlMode: '控制方式', controlValue: '控制值',
    feedbackNo: '反馈编号', feedbackType: '反馈类型', feedbackState: '反馈状态', replyContent: '回复内容',
  },
  enum: {
    BARCODE_OPERATION: { '1': '打印', '2': '拆分' },
    CONTROL_MODE: { '1': '禁止', '2': '警告', '3': '允许' },
    FEEDBACK_TYPE: { '1': '问题', '2': '故障', '3': '建议' },
    FEEDBACK_STATE: { '0': '待处理', '1': '已回复', '2': '已关闭' },
  },
};
