/** zh-CN texts of System.Integrate (issue 16: sources, configurations, callbacks, synchronisation), spread into the blocks of zh-CN.ts. */
export const integrateZhCN = {
  error: {
    SYNC_SOURCE_UNREACHABLE: '来源 {{integrationNo}} 无应答（{{reason}}）：请检查地址并确认 ERP 正在运行',
    SYNC_SOURCE_INVALID: '来源 {{integrationNo}} 在“{{path}}”处没有记录列表：请检查记录路径',
    SYNC_SOURCE_TOO_LARGE: '来源 {{integrationNo}} 的应答超过 {{max}} MB：请分批同步',
    SYNC_DISABLED: '配置 {{configNo}} 或其来源已停用：请先启用',
    SYNC_RUNNING: '配置 {{configNo}} 正在同步：请等待本次同步结束',
  },
  entity: {
    integrationSource: '来源',
    sourceConfig: '来源配置',
    callback: '回传',
  },
  field: {
    accountNo: '账户密钥编号',
    accountName: '账户名称',
    secretHint: '密钥末四位',
    integrationNo: '来源编号',
    integrationName: '来源名称',
    sourceType: '来源类型',
    authHeader: '授权请求头',
    authSet: '已设置授权请求头',
    secretSet: '已设置签名密钥',
    recordsPath: '记录路径',
    configNo: '配置编号',
    configName: '配置名称',
    target: '同步对象',
    fieldMap: '字段映射（来源字段=本系统字段，每行一个）',
    autoSync: '定时同步',
    callbackNo: '回传编号',
    callbackName: '回传名称',
    eventType: '事件类型',
  },
  enum: {
    SOURCE_TYPE: {
      http: 'HTTP JSON 接口',
      file: '表格文件（xlsx 或 CSV）',
    },
    SYNC_TARGET: {
      item: '物料',
      supplier: '供应商',
      customer: '客户',
    },
  },
  validation: {
    httpUrl: '请输入 http:// 或 https:// 地址',
    fieldMapLine: '第 {{line}} 行：请写成 来源字段=本系统字段',
    fieldMapUnknown: '第 {{line}} 行：{{value}} 不是可同步的字段',
    fieldMapDuplicate: '第 {{line}} 行：{{value}} 重复映射',
  },
};
