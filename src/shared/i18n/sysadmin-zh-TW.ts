/** zh-TW texts of system administration (staff, users, supplier users, roles, menus), spread into the blocks of zh-TW.ts. */
export const sysadminZhTW = {
  error: {
    ACCOUNT_SELF_DELETE: '不能刪除自己的帳號',
    ADMIN_PROTECTED: '{{name}} 是內建管理員：不能刪除、停用或取消其管理員角色',
    ROLE_IN_USE: '角色 {{roleNo}} 已分配給 {{count}} 個使用者：請先取消分配',
    GRANT_NOT_HELD: '不能授予自己沒有的權限：{{what}}',
    MENU_HAS_CHILDREN: '選單 {{menuNo}} 有下級選單：請先刪除下級選單',
    MENU_PEER_NEEDS_LEVEL: '請選擇一個有級別的選單再新增同級選單',
    MENU_SUBMENU_NOT_ALLOWED: '只能在一級 PDA 選單或二級 PC、供應商選單下新增子選單',
  },
  validation: {
    menuNameChars: '不能包含以下字元：. < > \\ / " \' ` { } |',
    menuUrl: '路由名是由字母、數字、- 和 _ 組成的一個詞（不能含 / 和點號），如 stockage；或 http(s):// 連結，或 custom:名稱',
  },
  entity: {
    employee: '員工',
    user: '使用者',
    supplierUser: '供應商使用者',
    role: '角色',
    menu: '選單',
  },
  section: {
    data: '資料權限',
    roles: '角色權限',
    menus: '選單權限',
  },
  field: {
    employeeNo: '員工編號', employeeName: '員工姓名', sex: '性別', tel: '手機', weChat: '微信',
    outsideUserNo: '外部使用者編號', employeeId: '員工', belongSupplier: '所屬供應商', isLocked: '已鎖定', hasTotp: '雙重驗證', hasTotpOn: '已啟用',
    roleNo: '角色編號', roleName: '角色名稱', userCount: '使用者數', roleNos: '角色', dataList: '資料權限', dataValue: '值', dataType: '資料類型',
    menuList: '選單權限', flags: '按鈕', menuName: '選單名稱', menuOwner: '上級選單', menuLevel: '級別',
    sort: '排序', appNo: '應用', icon: '圖示',
  },
  enum: {
    SEX: { '1': '男', '2': '女' },
    APP_NO: { PC: 'PC', PDA: 'PDA', SUP: '供應商入口' },
  },
};
