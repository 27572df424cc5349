/** zh-CN texts of system administration (staff, users, supplier users, roles, menus), spread into the blocks of zh-CN.ts. */
export const sysadminZhCN = {
  error: {
    ACCOUNT_SELF_DELETE: '不能删除自己的账号',
    ADMIN_PROTECTED: '{{name}} 是内置管理员：不能删除、停用或取消其管理员角色',
    ROLE_IN_USE: '角色 {{roleNo}} 已分配给 {{count}} 个用户：请先取消分配',
    GRANT_NOT_HELD: '不能授予自己没有的权限：{{what}}',
    MENU_HAS_CHILDREN: '菜单 {{menuNo}} 有下级菜单：请先删除下级菜单',
    MENU_PEER_NEEDS_LEVEL: '请选择一个有级别的菜单再新增同级菜单',
    MENU_SUBMENU_NOT_ALLOWED: '只能在一级 PDA 菜单或二级 PC、供应商菜单下新增子菜单',
  },
  validation: {
    menuNameChars: '不能包含以下字符：. < > \\ / " \' ` { } |',
    menuUrl: '路由名是由字母、数字、- 和 _ 组成的一个词（不能含 / 和点号），如 stockage；或 http(s):// 链接，或 custom:名称',
  },
  entity: {
    employee: '员工',
    user: '用户',
    supplierUser: '供应商用户',
    role: '角色',
    menu: '菜单',
  },
  section: {
    data: '数据权限',
    roles: '角色权限',
    menus: '菜单权限',
  },
  field: {
    employeeNo: '员工编号', employeeName: '员工姓名', sex: '性别', tel: '手机', weChat: '微信',
    outsideUserNo: '外部用户编号', employeeId: '员工', belongSupplier: '所属供应商', isLocked: '已锁定', hasTotp: '双重验证', hasTotpOn: '已启用',
    roleNo: '角色编号', roleName: '角色名称', userCount: '用户数', roleNos: '角色', dataList: '数据权限', dataValue: '值', dataType: '数据类型',
    menuList: '菜单权限', flags: '按钮', menuName: '菜单名称', menuOwner: '上级菜单', menuLevel: '级别',
    sort: '排序', appNo: '应用', icon: '图标',
  },
  enum: {
    SEX: { '1': '男', '2': '女' },
    APP_NO: { PC: 'PC', PDA: 'PDA', SUP: '供应商门户' },
  },
};
