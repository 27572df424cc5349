/** zh-TW texts of the outbound area (Outbound notices, allocation, shipping), spread into the blocks of zh-TW.ts. */
export const outboundZhTW = {
  error: {
    OUTBOUND_NOT_DRAFT: '{{docNo}} 不是草稿狀態，操作被拒絕',
    OUTBOUND_SUSPENDED: '{{docNo}} 已掛起，請先解除掛起',
    OUTBOUND_NOT_SUSPENDED: '{{docNo}} 未掛起',
    OUTBOUND_NO_STOCK: '{{docNo}} 的所有明細都沒有可用庫存（儲存或揀貨儲位的合格庫存、未過期、剩餘保存期限足夠）',
    OUTBOUND_SHORT: '{{docNo}} 缺貨：{{itemNo}} 僅分配 {{allocated}}/{{qty}}，其單據類別不允許缺貨出貨',
    OUTBOUND_NOT_SUSPENDABLE: '{{docNo}} 不是初始或進行中狀態，不能掛起或解除掛起',
  },
  entity: { outNotice: '出庫通知單' },
  field: {
    outNoticeNo: '出庫通知單號', carrierNo: '承運商', requestedDate: '要求日期', closeRemark: '關閉原因',
    allocRound: '分配次數', allocatedQty: '已分配', shippedQty: '已出貨',
  },
  enum: { DOC_TYPE: { OUT: '出庫通知單' } },
  action: { allocate: '分配', cancelAllocate: '取消分配', ship: '出貨', suspend: '掛起', release: '解除掛起' },
  outbound: {
    addressNotCustomer: '地址 {{value}} 不是該客戶的有效地址',
    initialNotices: '已提交的出庫通知單',
    allocatedNotices: '已分配的出庫通知單',
    closeRemark: '關閉原因',
  },
};
