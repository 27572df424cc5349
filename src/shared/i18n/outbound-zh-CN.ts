/** zh-CN texts of the outbound area (Outbound notices, allocation, shipping), spread into the blocks of zh-CN.ts. */
export const outboundZhCN = {
  error: {
    OUTBOUND_NOT_DRAFT: '{{docNo}} 不是草稿状态，操作被拒绝',
    OUTBOUND_SUSPENDED: '{{docNo}} 已挂起，请先解除挂起',
    OUTBOUND_NOT_SUSPENDED: '{{docNo}} 未挂起',
    OUTBOUND_NO_STOCK: '{{docNo}} 的所有明细都没有可用库存（存储或拣货库位的合格库存、未过期、剩余保质期足够）',
    OUTBOUND_SHORT: '{{docNo}} 缺货：{{itemNo}} 仅分配 {{allocated}}/{{qty}}，其单据类别不允许缺货发运',
    OUTBOUND_NOT_SUSPENDABLE: '{{docNo}} 不是初始或进行中状态，不能挂起或解除挂起',
  },
  entity: { outNotice: '出库通知单' },
  field: {
    outNoticeNo: '出库通知单号', carrierNo: '承运商', requestedDate: '要求日期', closeRemark: '关闭原因',
    allocRound: '分配次数', allocatedQty: '已分配', shippedQty: '已发运',
  },
  enum: { DOC_TYPE: { OUT: '出库通知单' } },
  action: { allocate: '分配', cancelAllocate: '取消分配', ship: '发运', suspend: '挂起', release: '解除挂起' },
  outbound: {
    addressNotCustomer: '地址 {{value}} 不是该客户的有效地址',
    initialNotices: '已提交的出库通知单',
    allocatedNotices: '已分配的出库通知单',
    closeRemark: '关闭原因',
  },
};
