/** zh-CN texts of the inbound area (Inbound arrival, notices, putaway), spread into the blocks of zh-CN.ts. */
export const inboundZhCN = {
  error: {
    INBOUND_NOT_DRAFT: '{{docNo}}不是草稿状态，操作被拒绝',
    ARRIVAL_NOT_OWN: '{{docNo}}不是本系统创建的到货单，不能作废',
    ARRIVAL_PUT_AWAY: '{{docNo}}已有库存上架，不能取消收货',
    INBOUND_OVER_RECEIPT: '超收：订单{{poNo}}第{{poLineNo}}行的{{itemNo}}未收数量为{{open}}，本次收货{{requested}}',
    INBOUND_NO_RECEIVING_CELL: '仓库{{warehouseNo}}没有收货库位，请在收货库区添加有效库位',
    INBOUND_TASKS_OPEN: '{{docNo}}还有未完成或未关闭的上架任务',
    PUTAWAY_TASK_NOT_OPEN: '上架任务{{taskNo}}已完成、作废或关闭，操作被拒绝',
    PUTAWAY_TASK_NOT_INITIAL: '上架任务{{taskNo}}不是初始状态，操作被拒绝',
    PUTAWAY_TASK_SUSPENDED: '上架任务{{taskNo}}已挂起',
    PUTAWAY_TASK_NOT_SUSPENDED: '上架任务{{taskNo}}已释放',
    PUTAWAY_LINE_DONE: '上架任务{{taskNo}}第{{lineNo}}行已上架',
    PUTAWAY_QTY_OVER: '上架任务{{taskNo}}第{{lineNo}}行未上架数量为{{open}}，确认数量{{requested}}',
    PUTAWAY_CELL_REFUSED: '库位{{cellNo}}不能存放该库存：不是本仓库的存储或拣货库位，或不符合上架规则（库区、库位类型、混放、容量）',
    PUTAWAY_NO_CELL: '仓库{{warehouseNo}}没有可存放{{itemNo}}的库位，请检查上架策略和库位',
  },
  entity: { inArrive: '到货单', inNotice: '入库通知单' },
  field: { inArriveNo: '到货单号', inNoticeNo: '入库通知单号', poNo: '采购订单号', poLineNo: '订单行号', receiptRound: '收货次数' },
  enum: { DOC_TYPE: { ARV: '到货单', INN: '入库通知单' } },
  action: {
    receive: '收货', cancelReceipt: '取消收货', finish: '完成', endCase: '结案', createTask: '生成上架任务', cancelTask: '取消任务', post: '过账',
  },
  inbound: {
    supplierRequired: '采购入库必须填写供应商',
    unitNoConversion: '{{value}}没有到物料单位的换算',
    unknownPoLine: '订单{{poNo}}没有第{{value}}行',
    poLineNeedsPo: '请先输入采购订单号',
    received: '已收货的到货单',
    search: '查询',
  },
};
