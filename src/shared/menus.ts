/**
 * The PC menu tree seeded on first start: every route group of spec console §2 and workflows §2.
 * Level 2 is a PC top group, level 3 a sub-group, level 4 a page (spec console §3 Menu). A page's
 * `url` is its route name; its console path is /{group}/{subgroup}/{url}. Menu numbers are
 * positional: group (2 digits) + sub-group (2) + page (2), e.g. 100101 = Base / Basic /
 * organizational. New entries are appended so numbers stay stable.
 */
export type MenuName = { en: string; zhCN: string; zhTW: string };
export type MenuSeed = { menuNo: string; url: string; path: string; level: 1 | 2 | 3 | 4; name: MenuName; children: MenuSeed[] };

/** A menu as a tree declares it: its route name, its three names and, for a group, its children. */
export type MenuRow = [url: string, en: string, zhCN: string, zhTW: string, children?: MenuRow[]];
/** A top group of a tree: its fixed number, then the group as a MenuRow. */
export type MenuGroup = [no: string, ...row: MenuRow];

/**
 * The seeds of a menu tree (PC, SUP and PDA alike): a child's number is its parent's plus its
 * position (2 digits, from 01), its path its parent's plus its url; top groups are at `topLevel`.
 */
export function buildMenuTree(groups: MenuGroup[], topLevel: 1 | 2): MenuSeed[] {
  const node = (menuNo: string, [url, en, zhCN, zhTW, children = []]: MenuRow, parentPath: string, level: number): MenuSeed => ({
    menuNo,
    url,
    path: `${parentPath}/${url}`,
    level: level as MenuSeed['level'],
    name: { en, zhCN, zhTW },
    children: children.map((row, index) => node(`${menuNo}${String(index + 1).padStart(2, '0')}`, row, `${parentPath}/${url}`, level + 1)),
  });
  return groups.map(([no, ...row]) => node(no, row, '', topLevel));
}

const TREE: MenuGroup[] = [
  ['10', 'base', 'Basic data', '基础数据', '基礎資料', [
    ['basic', 'Basic', '基础信息', '基礎資訊', [
      ['organizational', 'Organizations', '组织机构', '組織機構'],
      ['warehouse', 'Warehouses', '仓库', '倉庫'],
      ['storage', 'Storage zones', '库区', '庫區'],
      ['supplier', 'Suppliers', '供应商', '供應商'],
      ['customer', 'Customers', '客户', '客戶'],
      ['address', 'Customer addresses', '客户地址', '客戶地址'],
      ['reservoir', 'Reservoirs', '库位组', '庫位組'],
      ['classiflycode', 'Classify types', '分类类型', '分類類型'],
      ['taskTable', 'Task tables', '任务表', '任務表'],
      ['table', 'Design tables', '设计表', '設計表'],
      ['configure', 'Document configuration', '单据配置', '單據配置'],
      ['warehouseManage', 'Warehouse keepers', '仓库管理员', '倉庫管理員'],
      ['systemTest', 'System self-check', '系统自检', '系統自檢'],
      ['arrivalImport', 'Arrival import', '到货导入', '到貨匯入'],
      ['itemGroupSub', 'Item group override', '物料组覆盖', '物料組覆蓋'],
      ['tax', 'Tax rates', '税率', '稅率'],
      ['currency', 'Currencies', '币种', '幣別'],
      ['productionProcessRecords', 'Production process records', '生产过程记录', '生產過程記錄'],
    ]],
    ['barcode', 'Barcode', '条码', '條碼', [
      ['label-management', 'Label management', '标签管理', '標籤管理'],
      ['container-management', 'Container management', '容器管理', '容器管理'],
      ['SN-status', 'SN status', 'SN状态', 'SN狀態'],
    ]],
    ['material', 'Material', '物料', '物料', [
      ['materiel', 'Materials', '物料', '物料'],
      ['cell', 'Cells', '库位', '儲位'],
      ['category', 'Categories', '物料类别', '物料類別'],
      ['unit', 'Units', '单位', '單位'],
      ['unit-conversion', 'Unit conversion', '单位换算', '單位換算'],
      ['item-unit-conversion', 'Item unit conversion', '物料单位换算', '物料單位換算'],
      ['item-merchant', 'Item merchants', '物料客商', '物料客商'],
      ['item-supplier-merchant', 'Item suppliers', '物料供应商', '物料供應商'],
      ['item-cell', 'Item cells', '物料库位', '物料儲位'],
    ]],
    ['print', 'Print', '打印', '列印', [
      ['label-print', 'Label print', '标签打印', '標籤列印'],
      ['split-label-print', 'Split label print', '拆分标签打印', '拆分標籤列印'],
      ['container-print', 'Container print', '容器打印', '容器列印'],
      ['storage-print', 'Cell label print', '库位打印', '儲位列印'],
      ['label-template', 'Label templates', '标签模板', '標籤範本'],
      ['template-management', 'Template management', '模板管理', '範本管理'],
      ['bill-template', 'Bill templates', '单据模板', '單據範本'],
    ]],
    ['message', 'Message', '消息', '訊息', [
      ['message-configuration', 'Message configuration', '消息配置', '訊息配置'],
      ['message-policy', 'Message policy', '消息策略', '訊息策略'],
      ['message-template', 'Message templates', '消息模板', '訊息範本'],
      ['message-query', 'Message query', '消息查询', '訊息查詢'],
    ]],
    ['rule', 'Rule', '规则', '規則', [
      ['basic-element', 'Basic elements', '基础元素', '基礎元素'],
      ['barcode-rule', 'Barcode rules', '条码规则', '條碼規則'],
      ['batch-rule', 'Lot rules', '批次规则', '批次規則'],
      ['container-rule', 'Container rules', '容器规则', '容器規則'],
    ]],
    ['strategy', 'Strategy', '策略', '策略', [
      ['listing', 'Putaway strategies', '上架策略', '上架策略'],
      ['allocation', 'Allocation strategies', '分配策略', '分配策略'],
      ['picking', 'Picking strategies', '拣货策略', '揀貨策略'],
      ['wave-template', 'Wave templates', '波次模板', '波次範本'],
      ['turnover', 'Turnover strategies', '周转策略', '周轉策略'],
      ['strategy-application', 'Strategy application', '策略应用', '策略應用'],
    ]],
    ['file', 'File', '文件', '檔案', [['file-management', 'File management', '文件管理', '檔案管理']]],
    ['task', 'Task', '任务', '任務', [
      ['document-categories', 'Document categories', '单据类别', '單據類別'],
      ['document-process', 'Document process', '单据流程', '單據流程'],
      ['interface-list', 'Interfaces', '接口列表', '介面列表'],
      ['process-config', 'Process configuration', '流程配置', '流程配置'],
      ['process-list', 'Processes', '流程列表', '流程列表'],
    ]],
  ]],
  ['11', 'inbound', 'Inbound', '入库', '入庫', [
    ['arrival', 'Arrival', '到货', '到貨', [
      ['arrival-note', 'Arrival notes', '到货单', '到貨單'],
      ['cancel-receipt', 'Cancel receipt', '取消收货', '取消收貨'],
      ['receipt-back', 'Customer returns', '客户退货', '客戶退貨'],
    ]],
    ['quality', 'Quality', '质检', '質檢', [
      ['document', 'Inspection documents', '质检单', '質檢單'],
      ['items', 'Inspection items', '质检项目', '質檢項目'],
    ]],
    ['inbound', 'Inbound', '入库作业', '入庫作業', [
      ['notice', 'Inbound notices', '入库通知', '入庫通知'],
      ['task-notice', 'Inbound tasks', '入库任务', '入庫任務'],
      ['cancel-task', 'Cancel tasks', '取消任务', '取消任務'],
      ['posting-notice', 'Inbound posting', '入库过账', '入庫過帳'],
      ['shelf-task', 'Putaway tasks', '上架任务', '上架任務'],
      ['listing-list', 'Putaway list', '上架清单', '上架清單'],
    ]],
    ['dock', 'Dock and yard', '月台与场院', '月台與場院', [
      ['dock-door', 'Dock doors', '月台门', '月台門'],
      ['appointment', 'Dock appointments', '月台预约', '月台預約'],
      ['yard-queue', 'Yard queue', '场院排队', '場院排隊'],
      ['gate-kiosk', 'Gate kiosk', '门岗自助机', '門崗自助機'],
    ]],
  ]],
  ['12', 'outbound', 'Outbound', '出库', '出庫', [
    ['outbound', 'Outbound', '出库作业', '出庫作業', [
      ['notice', 'Outbound notices', '出库通知', '出庫通知'],
      ['posting-notice', 'Outbound posting', '出库过账', '出庫過帳'],
      ['task-notice', 'Outbound tasks', '出库任务', '出庫任務'],
      ['cancel-task-notice', 'Cancel notice tasks', '取消通知任务', '取消通知任務'],
      ['wave-number', 'Waves', '波次', '波次'],
      ['task-wave', 'Wave tasks', '波次任务', '波次任務'],
      ['cancel-task', 'Cancel tasks', '取消任务', '取消任務'],
      ['posting-wave', 'Wave posting', '波次过账', '波次過帳'],
      ['picking', 'Picking', '拣货', '揀貨'],
      ['preparation', 'Material preparation', '备料', '備料'],
      ['outbound-order', 'Outbound orders', '出库单', '出庫單'],
      ['release', 'Release', '放行', '放行'],
      ['task-release', 'Task release', '任务放行', '任務放行'],
    ]],
  ]],
  ['13', 'sm', 'Inventory', '库存管理', '庫存管理', [
    ['stock', 'Stock', '库存', '庫存', [
      ['allowance', 'Stock balances', '库存余量', '庫存餘量'],
      ['affair', 'Stock transactions', '库存事务', '庫存異動'],
      ['adjustment', 'Adjustments', '库存调整', '庫存調整'],
      ['frozen', 'Freezes', '库存冻结', '庫存凍結'],
      ['release', 'Releases', '库存释放', '庫存釋放'],
      ['transfer', 'Transfers', '库存移库', '庫存移庫'],
      ['difference-analysis', 'Difference analysis', '差异分析', '差異分析'],
      ['exception-record', 'Exception records', '异常记录', '異常記錄'],
    ]],
    ['inventory', 'Stock-taking', '盘点', '盤點', [
      ['plan', 'Count plans', '盘点计划', '盤點計畫'],
      ['task-notice', 'Count task notices', '盘点任务通知', '盤點任務通知'],
      ['task', 'Count tasks', '盘点任务', '盤點任務'],
      ['query', 'Count query', '盘点查询', '盤點查詢'],
    ]],
    ['invrelease', 'Inventory release', '库存放行', '庫存放行', [['invrelease', 'Inventory releases', '库存放行单', '庫存放行單']]],
  ]],
  ['14', 'production', 'Production', '生产', '生產', [
    ['production-information', 'Production information', '生产信息', '生產資訊', [['work-order', 'Work orders', '工单', '工單']]],
    ['basic-data', 'Production basic data', '生产基础数据', '生產基礎資料', [
      ['shift', 'Shifts', '班次', '班次'],
      ['equipment', 'Equipment', '设备', '設備'],
      ['mould', 'Moulds', '模具', '模具'],
      ['line-type', 'Line types', '产线类型', '產線類型'],
      ['technology', 'Technologies', '工艺', '工藝'],
      ['product-process', 'Product processes', '产品工序', '產品工序'],
      ['production-line', 'Production lines', '产线', '產線'],
    ]],
    ['review', 'Traceability', '追溯', '追溯', [
      ['forward', 'Forward tracing', '正向追溯', '正向追溯'],
      ['reverse', 'Reverse tracing', '反向追溯', '反向追溯'],
      ['resume', 'Resume', '履历', '履歷'],
    ]],
  ]],
  ['15', 'report', 'Reports', '报表', '報表', [
    ['report', 'Reports', '报表', '報表', [
      ['turnover-rate', 'Turnover rate', '周转率', '周轉率'],
      ['stock-age', 'Stock age', '库龄', '庫齡'],
      ['inventory-water-level', 'Inventory water level', '库存水位', '庫存水位'],
      ['bar-code-resume', 'Barcode history', '条码履历', '條碼履歷'],
      ['validity-period', 'Validity period', '有效期', '有效期'],
      ['expire', 'Expiry', '过期', '過期'],
      ['barcode-change', 'Barcode changes', '条码变更', '條碼變更'],
      ['warehousing-task', 'Warehousing tasks', '入库任务报表', '入庫任務報表'],
      ['issue-task', 'Issue tasks', '出库任务报表', '出庫任務報表'],
      ['inventory-abc', 'Inventory ABC', '库存ABC', '庫存ABC'],
      ['material-expiry', 'Material expiry', '物料到期', '物料到期'],
      ['sluggish-inventory', 'Slow-moving inventory', '呆滞库存', '呆滯庫存'],
      ['employee-workload', 'Employee workload', '员工工作量', '員工工作量'],
    ]],
  ]],
  ['16', 'system', 'System', '系统', '系統', [
    ['jurisdiction', 'Jurisdiction', '权限', '權限', [
      ['staff', 'Staff', '员工', '員工'],
      ['user', 'Users', '用户', '使用者'],
      ['supplierUser', 'Supplier users', '供应商用户', '供應商使用者'],
      ['role', 'Roles', '角色', '角色'],
      ['menu', 'Menus', '菜单', '選單'],
    ]],
    ['application', 'Application', '应用', '應用', [
      ['mobile-version', 'Mobile versions', '移动端版本', '行動端版本'],
      ['password-policy', 'Password policy', '密码策略', '密碼策略'],
      ['parameter', 'Parameters', '系统参数', '系統參數'],
      ['dictionary', 'Dictionary', '数据字典', '資料字典'],
      ['feedbacks', 'Feedback', '反馈', '回饋'],
      ['custom-management', 'Custom fields', '自定义字段', '自訂欄位'],
      ['bussiness-control', 'Business control', '业务控制', '業務控制'],
      ['cache', 'Cache', '缓存', '快取'],
      ['exception', 'Exceptions', '异常', '異常'],
      ['barcode-operation', 'Barcode operations', '条码操作', '條碼操作'],
      ['pattern', 'Patterns', '校验规则', '校驗規則'],
      ['error-message', 'Error messages', '错误信息', '錯誤訊息'],
      ['import-config', 'Import configuration', '导入配置', '匯入配置'],
    ]],
    ['authority', 'Authority', '授权', '授權', [['license', 'Licence', '许可证', '授權許可']]],
    ['integrate', 'Integration', '集成', '整合', [
      ['source', 'Sources', '来源', '來源'],
      ['back', 'Callbacks', '回传', '回傳'],
      ['account', 'Open account', '开通账户', '開通帳戶'],
      ['source-integration', 'Source integration', '来源集成', '來源整合'],
      ['source-configuration', 'Source configuration', '来源配置', '來源配置'],
      ['item-synchronization', 'Item synchronisation', '物料同步', '物料同步'],
      ['basic-synchronization', 'Basic data synchronisation', '基础数据同步', '基礎資料同步'],
    ]],
    ['journal', 'Journal', '日志', '日誌', [
      ['abnormal', 'Error log', '异常日志', '異常日誌'],
      ['operation', 'Operation log', '操作日志', '操作日誌'],
      ['dispatch', 'Dispatch log', '调度日志', '排程日誌'],
    ]],
    ['dispatch', 'Dispatch', '调度', '排程', [['scheduled', 'Scheduled jobs', '定时任务', '排程任務']]],
  ]],
  ['17', 'offsite', 'Supplier collaboration', '供应商协同', '供應商協同', [
    ['delivery', 'Delivery', '交货', '交貨', [
      ['address', 'Delivery addresses', '收货地址', '收貨地址'],
      ['asnTracking', 'ASN tracking', 'ASN跟踪', 'ASN追蹤'],
    ]],
    ['announcement', 'Announcements', '公告', '公告', [['news', 'News', '新闻公告', '新聞公告']]],
    ['deliverySchedule', 'Delivery schedule', '交货排程', '交貨排程', [
      ['scheduleSetting', 'Schedule settings', '排程设置', '排程設定'],
      ['releaseSchedule', 'Release schedule', '发布排程', '發佈排程'],
      ['scheduleKanban', 'Schedule kanban', '排程看板', '排程看板'],
      ['schedulingBoard', 'Scheduling board', '排程看板（计划）', '排程看板（計畫）'],
      ['procurementPlan', 'Procurement plan', '采购计划', '採購計畫'],
      ['procurementForecast', 'Procurement forecast', '采购预测', '採購預測'],
      ['dsbMonitoring', 'DSB monitoring', 'DSB监控', 'DSB監控'],
    ]],
    ['door', 'System door', '门户', '入口網站', [
      ['enterprise', 'Enterprise portal', '企业门户', '企業入口'],
      ['supplier', 'Supplier portal', '供应商门户', '供應商入口'],
    ]],
    ['executionRules', 'Execution rules', '执行规则', '執行規則', [
      ['executionPolicy', 'Execution policy', '执行策略', '執行策略'],
      ['shippingRule', 'Shipping rule configuration', '发货规则配置', '發貨規則配置'],
      ['answerRule', 'Order answer rules', '订单答复规则', '訂單答覆規則'],
      ['executionConfig', 'Procurement execution configuration', '采购执行配置', '採購執行配置'],
      ['vmiWarehouse', 'VMI warehouse config', 'VMI仓库配置', 'VMI倉庫配置'],
      ['warehouseConfig', 'Warehouse config', '仓库配置', '倉庫配置'],
      ['deliverySetting', 'Order delivery settings', '订单交货设置', '訂單交貨設定'],
    ]],
    ['purchase', 'Purchasing', '采购协同', '採購協同', [
      ['purchaseOrder', 'Purchase orders', '采购订单', '採購訂單'],
      ['asn', 'ASN approval', 'ASN审核', 'ASN審核'],
    ]],
  ]],
  ['18', 'reconciliation', 'Reconciliation', '对账', '對帳', [
    ['invoicing', 'Invoicing', '开票', '開票', [['rule', 'Invoicing rules', '开票规则', '開票規則']]],
  ]],
];

export const MENU_TREE: MenuSeed[] = buildMenuTree(TREE, 2);

/** Every menu of the tree, depth first, with its parent's number (0 for a top group). */
export function flattenMenus(tree: MenuSeed[] = MENU_TREE, parent = '0'): (MenuSeed & { menuOwner: string; sort: number })[] {
  return tree.flatMap((menu, index) => [
    { ...menu, menuOwner: parent, sort: index + 1 },
    ...flattenMenus(menu.children, menu.menuNo),
  ]);
}

/** Default pinned favourites (spec console §6): organizational, warehouse, material, cell. */
export const DEFAULT_FAVOURITES = ['100101', '100102', '100301', '100302'] as const;
