/** en-US texts of system administration (staff, users, supplier users, roles, menus), spread into the blocks of en-US.ts. */
export const sysadminEnUS = {
  error: {
    ACCOUNT_SELF_DELETE: 'You cannot delete your own account',
    ADMIN_PROTECTED: '{{name}} is the built-in administrator: it cannot be deleted or disabled, nor lose the administrator role',
    ROLE_IN_USE: 'Role {{roleNo}} is held by {{count}} users: take it from them first',
    GRANT_NOT_HELD: 'You cannot grant what you do not hold yourself: {{what}}',
    MENU_HAS_CHILDREN: 'Menu {{menuNo}} has submenus: delete them first',
    MENU_PEER_NEEDS_LEVEL: 'Please select a menu with a level to add a peer menu',
    MENU_SUBMENU_NOT_ALLOWED: 'Submenus can only be added under a level-1 PDA menu or a level-2 PC or supplier menu',
  },
  validation: {
    menuNameChars: 'Must not contain any of . < > \\ / " \' ` { } |',
    menuUrl: 'A route name is one word of letters, digits, - and _ (no / and no dot), e.g. stockage; or an http(s):// link, or custom:name',
  },
  entity: {
    employee: 'Staff',
    user: 'User',
    supplierUser: 'Supplier user',
    role: 'Role',
    menu: 'Menu',
  },
  section: {
    data: 'Data permissions',
    roles: 'Role permissions',
    menus: 'Menu permissions',
  },
  field: {
    employeeNo: 'Staff no.', employeeName: 'Staff name', sex: 'Sex', tel: 'Mobile', weChat: 'WeChat',
    outsideUserNo: 'External user no.', employeeId: 'Staff', belongSupplier: 'Supplier', isLocked: 'Locked', hasTotp: '2FA', hasTotpOn: 'On',
    roleNo: 'Role no.', roleName: 'Role name', userCount: 'Users', roleNos: 'Roles', dataList: 'Data permissions', dataValue: 'Value', dataType: 'Data type',
    menuList: 'Menu permissions', flags: 'Buttons', menuName: 'Menu name', menuOwner: 'Parent menu', menuLevel: 'Level',
    sort: 'Sort', appNo: 'Application', icon: 'Icon',
  },
  enum: {
    SEX: { '1': 'Male', '2': 'Female' },
    APP_NO: { PC: 'PC', PDA: 'PDA', SUP: 'Supplier portal' },
  },
};
