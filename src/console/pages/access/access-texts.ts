/** Console texts of the user, supplier-user, role and menu pages in the three languages (spread as `access` into the console dictionaries). */
const FLAGS_EN = {
  isSearch: 'View', isAdd: 'Add', isModify: 'Modify', isDelete: 'Delete', isCancelInvalid: 'Cancel void', isBatchUpdate: 'Batch update',
  isPhysicalDelete: 'Physical delete', isSubmit: 'Submit', isClose: 'Close', isCheck: 'Check', isEnd: 'End', isImport: 'Import',
  isExport: 'Export', isPrint: 'Print', isOut: 'Out', isSave: 'Save',
};

export const ACCESS_TEXTS = {
  'en-US': {
    flag: FLAGS_EN,
    tab: { basic: 'Basic information', data: 'Data permissions', roles: 'Role permissions', menus: 'Menu permissions' },
    dataOrgs: 'Organisations', dataWarehouses: 'Warehouses', dataClassifyTypes: 'Document categories',
    dataHint: 'No warehouse or document category chosen means every one of the chosen organisations.',
    pwdAddHint: 'As the password policy asks; it may be left empty only when the password policy sets a default password (the user then changes it at first sign-in)', pwdModifyHint: 'Leave empty to keep the password; a new one signs the user out everywhere',
    pin: 'Dock / handheld PIN', pinHint: '4 to 8 digits, for signing in at the dock or on the handheld with the badge (the user number as a barcode) or the user number; leave empty to keep it', pinSet: 'A PIN is set',
    menu: 'Menu', allFlags: 'All', app: { PC: 'PC', PDA: 'PDA', SUP: 'Supplier portal' },
    menusTitle: 'Menus', addPeer: 'Add peer menu', addChild: 'Add submenu', edit: 'Modify menu', removeMenu: 'Delete menu',
    removeConfirm: 'Delete menu {{name}}? The permissions granted on it go with it.', chooseMenu: 'Select a menu in the tree first',
    menuOwnerUnknown: 'Menu {{menuNo}} does not exist: select a menu in the tree',
    nameIn: 'Name ({{language}})',
    sessions: {
      button: 'Sessions', title: 'Sessions of {{userNo}}', createdAt: 'Signed in', lastSeenAt: 'Last seen', expiresAt: 'Expires',
      address: 'Address', current: 'This session', revoke: 'Sign out', revokeAll: 'Sign out everywhere', none: 'No live session',
      revokeOneConfirm: 'Sign out this session? Its next call asks to sign in again.',
      revokeAllConfirm: 'Sign {{userNo}} out on every device?', revoked: '{{count}} session(s) signed out',
    },
  },
  'zh-CN': {
    flag: {
      isSearch: '查看', isAdd: '新增', isModify: '修改', isDelete: '删除', isCancelInvalid: '取消作废', isBatchUpdate: '批量修改',
      isPhysicalDelete: '物理删除', isSubmit: '提交', isClose: '关闭', isCheck: '审核', isEnd: '结案', isImport: '导入',
      isExport: '导出', isPrint: '打印', isOut: '出库', isSave: '保存',
    },
    tab: { basic: '基本信息', data: '数据权限', roles: '角色权限', menus: '菜单权限' },
    dataOrgs: '组织', dataWarehouses: '仓库', dataClassifyTypes: '单据类别',
    dataHint: '不选仓库或单据类别表示所选组织的全部仓库或类别。',
    pwdAddHint: '须符合密码策略；仅当密码策略设有默认密码时可留空（用户首次登录时修改）', pwdModifyHint: '留空则保留原密码；设置新密码会让该用户在所有设备上退出',
    pin: '月台/手持终端 PIN', pinHint: '4 到 8 位数字，用于在月台或手持终端凭工牌（用户编号条码）或用户编号登录；留空则保留', pinSet: '已设置 PIN',
    menu: '菜单', allFlags: '全部', app: { PC: 'PC', PDA: 'PDA', SUP: '供应商门户' },
    menusTitle: '菜单', addPeer: '新增同级菜单', addChild: '新增子菜单', edit: '修改菜单', removeMenu: '删除菜单',
    removeConfirm: '删除菜单 {{name}}？其上授予的权限一并删除。', chooseMenu: '请先在树中选择一个菜单',
    menuOwnerUnknown: '菜单 {{menuNo}} 不存在：请在树中选择一个菜单',
    nameIn: '名称（{{language}}）',
    sessions: {
      button: '会话', title: '{{userNo}} 的会话', createdAt: '登录时间', lastSeenAt: '最近活动', expiresAt: '到期时间',
      address: '地址', current: '当前会话', revoke: '退出登录', revokeAll: '所有设备退出', none: '没有有效会话',
      revokeOneConfirm: '让此会话退出登录？其下一次请求将要求重新登录。',
      revokeAllConfirm: '让 {{userNo}} 在所有设备上退出登录？', revoked: '已退出 {{count}} 个会话',
    },
  },
  'zh-TW': {
    flag: {
      isSearch: '檢視', isAdd: '新增', isModify: '修改', isDelete: '刪除', isCancelInvalid: '取消作廢', isBatchUpdate: '批次修改',
      isPhysicalDelete: '實體刪除', isSubmit: '提交', isClose: '關閉', isCheck: '審核', isEnd: '結案', isImport: '匯入',
      isExport: '匯出', isPrint: '列印', isOut: '出庫', isSave: '儲存',
    },
    tab: { basic: '基本資訊', data: '資料權限', roles: '角色權限', menus: '選單權限' },
    dataOrgs: '組織', dataWarehouses: '倉庫', dataClassifyTypes: '單據類別',
    dataHint: '不選倉庫或單據類別表示所選組織的全部倉庫或類別。',
    pwdAddHint: '須符合密碼策略；僅當密碼策略設有預設密碼時可留空（使用者首次登入時修改）', pwdModifyHint: '留空則保留原密碼；設定新密碼會讓該使用者在所有裝置上登出',
    pin: '月台/手持終端 PIN', pinHint: '4 到 8 位數字，用於在月台或手持終端憑識別證（使用者編號條碼）或使用者編號登入；留空則保留', pinSet: '已設定 PIN',
    menu: '選單', allFlags: '全部', app: { PC: 'PC', PDA: 'PDA', SUP: '供應商入口' },
    menusTitle: '選單', addPeer: '新增同級選單', addChild: '新增子選單', edit: '修改選單', removeMenu: '刪除選單',
    removeConfirm: '刪除選單 {{name}}？其上授予的權限一併刪除。', chooseMenu: '請先在樹中選擇一個選單',
    menuOwnerUnknown: '選單 {{menuNo}} 不存在：請在樹中選擇一個選單',
    nameIn: '名稱（{{language}}）',
    sessions: {
      button: '工作階段', title: '{{userNo}} 的工作階段', createdAt: '登入時間', lastSeenAt: '最近活動', expiresAt: '到期時間',
      address: '位址', current: '目前工作階段', revoke: '登出', revokeAll: '所有裝置登出', none: '沒有有效的工作階段',
      revokeOneConfirm: '讓此工作階段登出？其下一次請求將要求重新登入。',
      revokeAllConfirm: '讓 {{userNo}} 在所有裝置上登出？', revoked: '已登出 {{count}} 個工作階段',
    },
  },
};
