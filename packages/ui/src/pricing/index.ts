export { CustomerPriceTag, type CustomerPriceTagProps } from './CustomerPriceTag/CustomerPriceTag.tsx';
export { PriceBreakList, type PriceBreakListProps } from './PriceBreakList/PriceBreakList.tsx';
export { PriceUpdatedNote, type PriceUpdatedNoteProps } from './PriceUpdatedNote/PriceUpdatedNote.tsx';
export { DocumentTotalsList, type DocumentTotalsListProps } from './DocumentTotalsList/DocumentTotalsList.tsx';
export { NetPriceLabel, type NetPriceLabelProps } from './NetPriceLabel/NetPriceLabel.tsx';
